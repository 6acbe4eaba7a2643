/**
 * How much a scale seed adds beside the normal seed. `SANDBOX_SCALE=chain` is a scale of 1: what a
 * large chain holds. A number is a multiplier of that chain (0.001 is a thousandth of it, for tests).
 */
export type ScalePlan = {
  readonly scale: number
  readonly centres: number
  readonly customers: number
  /** The busiest centres: they carry a year of orders and check-ins. */
  readonly busiestCentres: number
  /** A busiest centre's check-ins a day, on average (a fraction at small scales: see rowsOnDay). */
  readonly checkInsPerDay: number
  /** A busiest centre's orders a day, on average. */
  readonly ordersPerDay: number
  /** A busiest centre's check-ins over the year (rowsOnDay summed over the days). */
  readonly checkInsPerCentre: number
  /** A busiest centre's orders over the year. */
  readonly ordersPerCentre: number
  readonly days: number
  readonly leads: number
  /** Employees at the flagship (the first scale centre): the spec's employee page size at scale 1. */
  readonly employees: number
  /** Call-centre tasks at the busiest CULT centre (a year of them, and the weeks ahead). */
  readonly tasks: number
}

export const CHAIN = {
  centres: 500,
  customers: 1_000_000,
  busiestCentres: 3,
  checkInsPerDay: 400,
  ordersPerDay: 60,
  days: 365,
  leads: 100_000,
  employees: 1_000,
  tasks: 20_000,
} as const

/** The number of centre types (GYMFIT, ONEPASS, CULT, PLAY, BOOTCAMP): every scale has one of each. */
export const CENTRE_TYPE_COUNT = 5

/** Reads SANDBOX_SCALE: unset or '' or '0' = no scale seed; 'chain' = 1; a positive number up to 10. */
export const parseScale = (raw: string | undefined): number => {
  if (raw === undefined || raw === '' || raw === '0') return 0
  if (raw === 'chain') return 1
  const n = /^\d+(\.\d+)?$/.test(raw) ? Number(raw) : Number.NaN
  if (!(n > 0 && n <= 10)) throw new Error(`SANDBOX_SCALE must be 'chain' or a number above 0 and at most 10, not '${raw}'`)
  return n
}

const atLeast = (min: number, n: number): number => Math.max(min, Math.round(n))

/**
 * The rows of day `day` (1 = the first day of the history) at an average `rate` a day: the
 * rows are spread evenly, so `days` days hold floor(rate x days) rows whatever the fraction (a
 * scale of 0.01 is a tenth of 10x's rows, not rounded up to a row a day).
 */
export const rowsOnDay = (rate: number, day: number): number => Math.floor(rate * day) - Math.floor(rate * (day - 1))

/**
 * The row counts of a scale: every count is the chain's times the scale (at least one; at least
 * one centre of each type), so 10x and 100x of a scale hold 10 and 100 times its rows, at the
 * busiest centres too. The days of history stay a year at every scale: a bench compares data
 * sizes, not spans.
 */
export const scalePlan = (scale: number): ScalePlan => {
  const checkInsPerDay = CHAIN.checkInsPerDay * scale
  const ordersPerDay = CHAIN.ordersPerDay * scale
  return {
    scale,
    centres: atLeast(CENTRE_TYPE_COUNT, CHAIN.centres * scale),
    customers: atLeast(1, CHAIN.customers * scale),
    busiestCentres: CHAIN.busiestCentres,
    checkInsPerDay,
    ordersPerDay,
    checkInsPerCentre: Math.floor(checkInsPerDay * CHAIN.days),
    ordersPerCentre: Math.floor(ordersPerDay * CHAIN.days),
    days: CHAIN.days,
    leads: atLeast(1, CHAIN.leads * scale),
    employees: atLeast(1, CHAIN.employees * scale),
    tasks: atLeast(1, CHAIN.tasks * scale),
  }
}
