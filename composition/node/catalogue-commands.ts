import { formatInTimeZone } from 'date-fns-tz'
import type { CatalogPtPack } from '../../core/selling/catalog'
import type { UseCases } from '../../core/use-cases'
import { type EpochMs, paise } from '../../core/shared/brands'
import { type CentreDay, centreDayOf, startOfCentreDay } from '../../core/shared/centre-day'
import { formatRupees, rupeesToPaise } from '../../core/shared/money'
import { CENTRE_TIME_ZONE } from '../../core/shared/zone'
import { saleErrorMessage } from '../../core/selling/sell-pack.errors'
import { parseOptions } from './selling-commands'
import { INVALID_PHONE_NUMBER } from '../../core/shared/messages'
import { normalisePhone } from '../../core/shared/phone.rule'

/** The catalogue commands of the headless CLI: pt-packs, play-packs, academy, play-slots, sell-play. */
export const CATALOGUE_COMMANDS = ['pt-packs', 'play-packs', 'academy', 'play-slots', 'sell-play', 'sell-pt', 'pt-trainers', 'play-book'] as const

export const CATALOGUE_USAGE = `  pt-packs --user <id> --phone <10 digits> [--trial] [--centre <centerServiceId>]
               PT packs by trainer level (--trial: the GYM_PT_PPC_PRODUCT trial), with per-session prices
  play-packs --user <id> [--centre <centerServiceId>]
               play PT packs of a play centre
  academy [--category <courseCategoryId>] [--centre <centerServiceId>]
               the academy's course categories, or one category's packs
  play-slots --sport <id> [--day YYYY-MM-DD] [--centre <centerServiceId>]
               the slots of a sport that can still be booked (full and started ones hidden)
  sell-play --user <id> --pack <id> --cash <rupees> [--category <id>] [--child-name N --child-age A]
            [--trainer <identityId>] [--start YYYY-MM-DD] [--otp <code> [--otp-sent]] [--centre <centerServiceId>]
               a play centre sale paid in cash: the play order is created, then fulfilled. At company-owned
               and marketplace centres the cash OTP goes to your own phone: --otp sends one and verifies
               the code given (a sandbox with SANDBOX_FIXED_OTP); with --otp-sent it verifies one already sent
  sell-pt --user <id> --pack <productId> --trainer <identityId> --cash <rupees> [--spot-offer <offerId>]...
          [--otp <code> [--otp-sent]] [--cash-otp <code>] [--continue-anyway] [--trial] [--centre <centerServiceId>]
               a PT pack sale in cash: spot offers granted first; a price below list needs the
               customer's OTP (--otp, as for sell-play); the cash OTP at company-owned centres is --cash-otp
  pt-trainers [--centre <centerServiceId>]
               the centre's PT trainers with their level: the trainers sell-pt and sell-play --trainer accept
  play-book --user <id> --sport <id> --slot <slotId> [--child <childUserId>] [--centre <centerServiceId>]
               books a play slot (an id play-slots lists) on the play or academy pack the customer's account
               holds, for the customer or (--child) one of their child users`

class CliError extends Error {}

const write = (s: string): void => {
  process.stdout.write(`${s}\n`)
}

const perSession = (p: CatalogPtPack): string => {
  const n = p.listingCategory.restrictions[0]?.restrictionCount ?? 0
  return n > 0 ? formatRupees(paise(Math.round(p.price.sellingPrice / n))) : ''
}

const packRows = (packs: readonly CatalogPtPack[]) =>
  packs.map((p) => ({
    productId: p.productId,
    title: p.title,
    level: p.levelCode?.slice(-2) ?? '',
    sessions: p.listingCategory.restrictions[0]?.restrictionCount ?? '',
    price: formatRupees(p.price.sellingPrice),
    perSession: perSession(p),
  }))

/** Runs one catalogue command; prints JSON with PORTAL_JSON=1. Exit code 1 on a refused call, 2 on a usage error. */
export const runCatalogueCommand = async (portal: UseCases, command: string, args: readonly string[], json: boolean): Promise<number> => {
  try {
    const o = parseOptions(args)
    const one = (name: string): string | undefined => {
      const v = o.get(name)?.[0]
      return v === 'true' ? undefined : v
    }
    const required = (name: string): string => {
      const v = one(name)
      if (v === undefined) throw new CliError(`--${name} is required`)
      return v
    }
    const ctx = await portal.loadCentreContext()()
    if (ctx._tag === 'Left') throw new Error(`${ctx.left._tag}: ${ctx.left.message}`)
    const wanted = one('centre')
    const centre = wanted === undefined ? ctx.right.selected : ctx.right.centers.find((c) => String(c.centerServiceId) === wanted)
    if (centre === undefined) throw new Error(wanted === undefined ? 'You have no centre' : `No centre with service id ${wanted} among yours`)
    const show = (value: unknown, table: () => void): number => {
      if (json) write(JSON.stringify(value, null, 2))
      else table()
      return 0
    }
    const must = async <A>(te: () => Promise<{ _tag: 'Left'; left: { message: string } } | { _tag: 'Right'; right: A }>): Promise<A> => {
      const r = await te()
      if (r._tag === 'Left') throw new Error(r.left.message)
      return r.right
    }

    // The staff member's own phone (cash OTP), as sell-pack takes it.
    const staffPhone = one('staff-phone') ?? ctx.right.userContext.phone
    const staff = { id: ctx.right.userContext.id, ...(staffPhone === undefined ? {} : { phone: staffPhone }) }
    /**
     * An OTP step as sell-pack runs it: without --otp the step sends the OTP and the command stops;
     * with --otp it sends one and verifies the code (or, with --otp-sent, verifies the one already sent).
     */
    const withOtp = async <A,>(flag: string, run: (otp?: string) => Promise<{ _tag: 'Left'; left: { _tag: string; message: string } } | { _tag: 'Right'; right: A }>): Promise<A> => {
      const code = one(flag)
      const sentAlready = o.has('otp-sent') && flag === 'otp'
      let r = await run(sentAlready ? code : undefined)
      if (r._tag === 'Left' && r.left._tag === 'OtpSent') {
        write(r.left.message)
        if (code === undefined) throw new Error(`Run again with --${flag} <code>${flag === 'otp' ? ' --otp-sent' : ''} (the sandbox shows the SMS at /sandbox/outbox)`)
        r = await run(code)
      }
      if (r._tag === 'Left') throw new Error(r.left.message)
      return r.right
    }

    if (command === 'pt-packs') {
      const phone = normalisePhone(required('phone'))
      if (phone === undefined) throw new CliError(`--phone: ${INVALID_PHONE_NUMBER} (10 digits; +91, a leading 0, spaces and dashes are fine)`)
      const levels = await must(
        portal.ptPacks({ userId: required('user'), phone, centerId: centre.id, cityId: centre.cityId, productType: o.has('trial') ? 'GYM_PT_PPC_PRODUCT' : 'GYM_PT_PRODUCT' }),
      )
      return show(levels, () => console.table(packRows(levels.flatMap((l) => l.packs))))
    }
    if (command === 'pt-trainers') {
      const b = await must(portal.trainersLevelBreakdown({ centerServiceId: centre.centerServiceId, centerType: centre.type }))
      return show(b.trainers, () =>
        console.table(
          b.trainers.map((t) => ({ trainer: t.identity.id, name: `${t.identity.firstName} ${t.identity.lastName}`.trim(), level: t.levelCode.slice(-2), recommended: t.recommended ? 'yes' : '' })),
        ),
      )
    }
    if (command === 'play-packs') {
      const packs = await must(portal.playPtPacks({ userId: required('user'), centerServiceId: centre.centerServiceId }))
      return show(packs, () => console.table(packRows(packs)))
    }
    if (command === 'academy') {
      const category = one('category')
      if (category === undefined) {
        const cats = await must(portal.academyCourseCategories({ centerServiceId: centre.centerServiceId }))
        return show(cats, () => console.table(cats.map((c) => ({ id: c.courseCategoryId, name: c.courseCategoryName, ages: `${c.minAge}-${c.maxAge}` }))))
      }
      const packs = await must(portal.academyPacks({ centerServiceId: centre.centerServiceId, courseCategoryId: category }))
      return show(packs, () => console.table(packRows(packs)))
    }
    if (command === 'play-slots') {
      const sport = Number(required('sport'))
      if (!Number.isInteger(sport)) throw new CliError('--sport must be a sport id')
      const day = one('day') ?? portal.centreToday()
      if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) throw new CliError('--day must be YYYY-MM-DD')
      const slots = await must(portal.playSlots({ centerServiceId: centre.centerServiceId, sportId: sport, day }))
      return show(slots, () =>
        console.table(slots.map((s) => ({ slotId: s.slotId, sport: s.sportName, time: formatInTimeZone(s.startTime, CENTRE_TIME_ZONE, 'h:mm a'), left: s.capacity - s.booked }))),
      )
    }
    if (command === 'sell-play') {
      const rupees = Number(required('cash'))
      if (!Number.isFinite(rupees) || rupees < 0) throw new CliError('--cash must be an amount in rupees')
      const day = (one('start') ?? portal.centreToday()) as CentreDay
      if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) throw new CliError('--start must be YYYY-MM-DD')
      const category = one('category')
      const childName = one('child-name')
      const childAge = one('child-age')
      const trainer = one('trainer')
      const startDate: EpochMs = startOfCentreDay(day)
      const order = await withOtp('otp', (otp) =>
        portal.sellPlayPack({
          cashOtp: { centerModel: centre.centerModel, staffPhone: staff.phone, ...(otp === undefined ? {} : { otp }) },
          order: {
            userId: required('user'),
            deviceId: 'cli',
            source: 'CENTER_PORTAL',
            cityId: centre.cityId,
            esoOfferIds: [],
            products: [{ productId: required('pack'), startDate, ...(trainer === undefined ? {} : { trainerIdentityId: trainer }) }],
            centerId: centre.id,
            centerServiceCenterId: centre.centerServiceId,
            createdBy: ctx.right.userContext.id,
            isOnboardingSession: false,
            ...(category === undefined
              ? {}
              : { academy: { courseCategoryId: category, ...(childName === undefined ? {} : { child: { childName, childAge: Number(childAge ?? '0') } }) } }),
          },
          payment: [{ kind: 'CASH', amount: rupeesToPaise(rupees) }],
        })(),
      )
      return show(order, () => write(`Order ${order.orderId}: ${formatRupees(order.amount)} collected in cash; ${order.memberships.length} membership(s) from ${centreDayOf(startDate)}`))
    }
    if (command === 'sell-pt') {
      const userId = required('user')
      const rupees = Number(required('cash'))
      if (!Number.isFinite(rupees) || rupees < 0) throw new CliError('--cash must be an amount in rupees')
      const productType = o.has('trial') ? ('GYM_PT_PPC_PRODUCT' as const) : ('GYM_PT_PRODUCT' as const)
      const profile = await must(portal.lookupCustomer({ input: userId, centre: { centerId: centre.id, centerServiceId: centre.centerServiceId }, suppressPitch: true }))
      const phone = profile.customer.phone
      if (phone === undefined || phone === '') throw new Error('This customer has no phone on record')
      const levels = await must(portal.ptPacks({ userId, phone, centerId: centre.id, cityId: centre.cityId, productType }))
      const pack = levels.flatMap((l) => l.packs).find((p) => p.productId === required('pack'))
      if (pack === undefined) throw new Error(`No PT pack ${required('pack')} at ${centre.name}`)
      const spotIds = (o.get('spot-offer') ?? []).filter((x) => x !== 'true')
      if (spotIds.length > 0)
        write(await must(portal.applySpotOffer({ offerIds: spotIds, user: { userId, phone }, addedBy: staff.id, productType })))
      const discount = pack.offers.filter((x) => spotIds.includes(x.offerId)).reduce((s, x) => s + ('discount' in x ? Number(x.discount) : 0), 0)
      const soldPrice = paise(pack.price.sellingPrice - discount)
      const step = await must(
        portal.startPtSale({
          memberships: profile.memberships.memberships,
          continuedWithoutMembership: o.has('continue-anyway'),
          pack,
          ...(discount > 0 ? { userPrice: soldPrice } : {}),
          ...(ctx.right.userContext.email === undefined ? {} : { staffEmail: ctx.right.userContext.email }),
        }),
      )
      if (step._tag === 'NeedsActiveMembership') throw new Error(`${step.message}: ${step.prompt} (or run again with --continue-anyway)`)
      if (step._tag === 'Otp') await withOtp('otp', (otp) => portal.ptPriceDropOtp({ phone, userId, amount: soldPrice, ...(otp === undefined ? {} : { otp }) })())
      const sale = await withOtp('cash-otp', async (otp) => {
        const r = await portal.sellPtPack({
          centre,
          staff,
          userId,
          packId: pack.productId,
          pt: { phone, cityId: centre.cityId, productType },
          trainerIdentityId: required('trainer'),
          ...(spotIds.length === 0 ? {} : { esoOfferIds: spotIds }),
          payment: { mode: 'CASH', cashCollected: rupeesToPaise(rupees) },
          ...(otp === undefined ? {} : { otp }),
        })()
        return r._tag === 'Left' ? { _tag: 'Left' as const, left: { _tag: r.left._tag, message: r.left._tag === 'TrainerMissing' ? r.left.message : saleErrorMessage(r.left) } } : r
      })
      return show(sale, () => write(`Order ${sale.orderId}: ${pack.title} for ${formatRupees(paise(sale.amount))} collected in cash`))
    }
    if (command === 'play-book') {
      const sport = Number(required('sport'))
      if (!Number.isInteger(sport)) throw new CliError('--sport must be a sport id')
      const child = one('child')
      const r = await portal.bookPlaySession({
        userId: required('user'),
        centerServiceId: centre.centerServiceId,
        player: child === undefined ? 'SELF' : { childId: child },
        sportId: sport,
        slotId: required('slot'),
      })()
      if (r._tag === 'Left') throw new Error(r.left._tag === 'ValidationFailed' ? Object.values(r.left.errors).join('; ') : r.left.message)
      const b = r.right.value
      return show(b, () =>
        write(`${r.right.message}: ${b.sportName}, ${formatInTimeZone(b.startTime, CENTRE_TIME_ZONE, 'dd MMM yyyy, h:mm a')}${b.childName === undefined ? '' : ` for ${b.childName}`} (booking ${b.bookingId})`),
      )
    }
    throw new CliError(`Unknown command '${command}'`)
  } catch (e) {
    process.stderr.write(`${e instanceof Error ? e.message : String(e)}\n`)
    return e instanceof CliError ? 2 : 1
  }
}
