/**
 * The PQS (partner quality score) metrics the portal shows (the spec names `v1/pqs/*` and the
 * detail route only; these are our choice: what a gym's manager can act on from the portal's data).
 */
export const PQS_METRICS = [
  {
    id: 1,
    key: 'PAYMENT_SUCCESS',
    name: 'Payment success',
    definition:
      'Share of the orders started at the centre that were paid, out of those paid or failed. Orders still waiting for their payment are not counted.',
    targetPercent: 90,
  },
  {
    id: 2,
    key: 'PT_SESSIONS_HELD',
    name: 'PT sessions held',
    definition: 'Share of the PT sessions booked at the centre that were not cancelled.',
    targetPercent: 85,
  },
] as const

export type PqsMetricDef = (typeof PQS_METRICS)[number]

export const pqsMetricById = (id: number): PqsMetricDef | undefined => PQS_METRICS.find((m) => m.id === id)

/** A share in percent with one decimal (undefined when nothing was counted). */
export const percentOf = (counted: number, total: number): number | undefined => (total === 0 ? undefined : Math.round((counted / total) * 1000) / 10)
