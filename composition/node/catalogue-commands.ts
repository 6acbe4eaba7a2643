import { formatInTimeZone } from 'date-fns-tz'
import type { CatalogPtPack } from '../../core/selling/catalog'
import type { UseCases } from '../../core/use-cases'
import { type EpochMs, paise } from '../../core/shared/brands'
import { type CentreDay, centreDayOf, startOfCentreDay } from '../../core/shared/centre-day'
import { formatRupees, rupeesToPaise } from '../../core/shared/money'
import { CENTRE_TIME_ZONE } from '../../core/shared/zone'
import { parseOptions } from './selling-commands'

/** The catalogue commands of the headless CLI (issue 12): pt-packs, play-packs, academy, play-slots, sell-play. */
export const CATALOGUE_COMMANDS = ['pt-packs', 'play-packs', 'academy', 'play-slots', 'sell-play'] as const

export const CATALOGUE_USAGE = `  pt-packs --user <id> --phone <10 digits> [--trial] [--centre <centerServiceId>]
               PT packs by trainer level (--trial: the GYM_PT_PPC_PRODUCT trial), with per-session prices
  play-packs --user <id> [--centre <centerServiceId>]
               play PT packs of a play centre
  academy [--category <courseCategoryId>] [--centre <centerServiceId>]
               the academy's course categories, or one category's packs
  play-slots --sport <id> [--day YYYY-MM-DD] [--centre <centerServiceId>]
               the slots of a sport that can still be booked (full and started ones hidden)
  sell-play --user <id> --pack <id> --cash <rupees> [--category <id>] [--child-name N --child-age A]
            [--trainer <identityId>] [--start YYYY-MM-DD] [--centre <centerServiceId>]
               a play centre sale paid in cash: the play order is created, then fulfilled`

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

    if (command === 'pt-packs') {
      const phone = required('phone')
      if (!/^\d{10}$/.test(phone)) throw new CliError('--phone must be 10 digits')
      const levels = await must(
        portal.ptPacks({ userId: required('user'), phone, centerId: centre.id, cityId: centre.cityId, productType: o.has('trial') ? 'GYM_PT_PPC_PRODUCT' : 'GYM_PT_PRODUCT' }),
      )
      return show(levels, () => console.table(packRows(levels.flatMap((l) => l.packs))))
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
      const order = await must(
        portal.sellPlayPack({
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
        }),
      )
      return show(order, () => write(`Order ${order.orderId}: ${formatRupees(order.amount)} collected in cash; ${order.memberships.length} membership(s) from ${centreDayOf(startDate)}`))
    }
    throw new CliError(`Unknown command '${command}'`)
  } catch (e) {
    process.stderr.write(`${e instanceof Error ? e.message : String(e)}\n`)
    return e instanceof CliError ? 2 : 1
  }
}
