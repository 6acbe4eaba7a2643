import { lastValueFrom, tap } from 'rxjs'
import type { PaymentView } from '../../core/payment/confirm-payment.use-case'
import { saleErrorMessage } from '../../core/selling/sell-pack.errors'
import type { SaleRequest } from '../../core/selling/prepare-sale.use-case'
import type { UseCases } from '../../core/use-cases'
import { paise } from '../../core/shared/brands'
import { formatRupees, rupeesToPaise } from '../../core/shared/money'

/** Parses `--name value` options; repeated names collect every value. */
export const parseOptions = (args: readonly string[]): Map<string, string[]> => {
  const out = new Map<string, string[]>()
  for (let i = 0; i < args.length; i++) {
    const a = args[i] as string
    if (!a.startsWith('--')) throw new Error(`Unexpected argument '${a}'`)
    const next = args[i + 1]
    const value = next === undefined || next.startsWith('--') ? 'true' : next
    if (value !== 'true') i++
    out.set(a.slice(2), [...(out.get(a.slice(2)) ?? []), value])
  }
  return out
}

class CliError extends Error {}

const one = (o: Map<string, string[]>, name: string): string | undefined => o.get(name)?.[0]
const required = (o: Map<string, string[]>, name: string): string => {
  const v = one(o, name)
  if (v === undefined || v === 'true') throw new CliError(`--${name} is required`)
  return v
}

const write = (s: string): void => {
  process.stdout.write(`${s}\n`)
}

/** One line per state of the digital purchase. */
export const describeView = (v: PaymentView): string => {
  if (v.kind === 'preparing') return 'preparing: checking the pack, price, start date and terminal'
  if (v.kind === 'invalid') return `invalid: ${saleErrorMessage(v.error)}`
  const s = v.state
  const order = 'order' in s && s.order !== undefined ? ` (order ${s.order.orderId})` : ''
  const extra =
    s.step === 'failed'
      ? `: ${s.title} - ${s.subtitle}`
      : v.notice !== undefined
        ? `: ${v.notice.title}${v.notice.advice === undefined ? '' : ` - ${v.notice.advice}`}`
        : v.countdown !== undefined
          ? `: please wait, ${v.countdown} s`
          : ''
  return `${v.resumed ? 'resumed ' : ''}${s.step}${order}${extra}`
}

/** The selling commands of the headless CLI: price, sell-pack, confirm-payment. Exits non-zero on failure. */
export const runSellingCommand = async (portal: UseCases, command: string, args: readonly string[], json: boolean): Promise<void> => {
  try {
    const o = parseOptions(args)
    const ctx = await portal.loadCentreContext()()
    if (ctx._tag === 'Left') throw new CliError(`${ctx.left._tag}: ${ctx.left.message}`)
    const wanted = one(o, 'centre')
    const centre = wanted === undefined ? ctx.right.selected : ctx.right.centers.find((c) => String(c.centerServiceId) === wanted)
    if (centre === undefined) throw new CliError(wanted === undefined ? 'You have no centre' : `No centre with service id ${wanted} among yours`)
    const ownPhone = one(o, 'staff-phone') ?? ctx.right.userContext.phone
    const staff = { id: ctx.right.userContext.id, ...(ownPhone === undefined ? {} : { phone: ownPhone }) }

    if (command === 'price') {
      const users = Number(one(o, 'users') ?? '1')
      if (!Number.isInteger(users) || users < 1 || users > 5) throw new CliError('--users must be a whole number from 1 to 5')
      const user = one(o, 'user')
      const r = await portal.computePrice({
        centerId: centre.id,
        centerServiceId: centre.centerServiceId,
        packId: required(o, 'pack'),
        users,
        addOnIds: o.get('add-on') ?? [],
        ...(user === undefined ? {} : { userId: user }),
      })()
      if (r._tag === 'Left') throw new CliError(r.left.message)
      if (json) return write(JSON.stringify(r.right.quote, null, 2))
      write(`${r.right.pack.title} at ${centre.name}, ${users} user(s)`)
      console.table(r.right.quote.lines.map((l) => ({ line: l.label, amount: formatRupees(l.amount) })))
      return write(`Total payable: ${formatRupees(r.right.quote.total)}`)
    }

    const base: SaleRequest = {
      centre,
      staff,
      userId: required(o, 'user'),
      packId: required(o, 'pack'),
      payment: { mode: 'DIGITAL' },
    }

    if (command === 'sell-pack') {
      const rupees = Number(required(o, 'cash'))
      if (!Number.isFinite(rupees) || rupees < 0) throw new CliError('--cash must be an amount in rupees')
      const sale = { ...base, payment: { mode: 'CASH' as const, cashCollected: rupeesToPaise(rupees) } }
      const otp = one(o, 'otp')
      let r = await portal.sellPack(one(o, 'otp-sent') === 'true' && otp !== undefined ? { ...sale, otp } : sale)()
      if (r._tag === 'Left' && r.left._tag === 'OtpSent') {
        write(`${r.left.message} to ${r.left.phone.replace(/\d(?=\d{4})/g, '*')}`)
        if (otp === undefined || otp === 'true') throw new CliError('Run again with --otp <code> --otp-sent (the sandbox shows the SMS at /sandbox/outbox)')
        r = await portal.sellPack({ ...sale, otp })()
      }
      if (r._tag === 'Left') throw new CliError(saleErrorMessage(r.left))
      if (json) return write(JSON.stringify(r.right, null, 2))
      return write(`Order ${r.right.orderId}: ${formatRupees(paise(r.right.amount))} collected in cash`)
    }

    if (command === 'confirm-payment') {
      const sale = { ...base, payment: { mode: 'DIGITAL' as const, terminalId: required(o, 'terminal') }, autoCollect: true }
      let last: PaymentView | undefined
      await lastValueFrom(
        portal.confirmPayment(sale).pipe(
          tap((v) => {
            last = v
            write(json ? JSON.stringify(v) : describeView(v))
          }),
        ),
        { defaultValue: undefined },
      )
      if (last?.kind === 'purchase' && last.state.step === 'succeeded') return
      process.exitCode = 1
      return
    }
    throw new CliError(`Unknown command '${command}'`)
  } catch (e) {
    process.stderr.write(`${e instanceof Error ? e.message : String(e)}\n`)
    process.exitCode = 1
  }
}
