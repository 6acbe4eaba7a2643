import type { OwnerEntity, TargetMetric } from '../../../core/operations/target-upload'

/**
 * The server's monthly-target reference lists (part 3 §3): the owner entities targets are set for
 * and each one's metrics. The API answers them; the sandbox and the in-memory adapter answer the
 * same.
 */
export const OWNER_ENTITIES: readonly OwnerEntity[] = [
  { identifier: 'CENTER', name: 'Centre' },
  { identifier: 'CENTER_MANAGER', name: 'Centre manager' },
  { identifier: 'TRAINER', name: 'Trainer' },
]

export const TARGET_METRICS: Readonly<Record<string, readonly TargetMetric[]>> = {
  CENTER: [
    { identifier: 'NEW_MEMBERSHIPS', name: 'New memberships' },
    { identifier: 'RENEWALS', name: 'Renewals' },
    { identifier: 'REVENUE', name: 'Revenue (₹)' },
  ],
  CENTER_MANAGER: [
    { identifier: 'PT_SALES', name: 'PT sales' },
    { identifier: 'LEADS_CONVERTED', name: 'Leads converted' },
  ],
  TRAINER: [
    { identifier: 'PT_SESSIONS', name: 'PT sessions' },
    { identifier: 'PT_RENEWALS', name: 'PT renewals' },
  ],
}

/** Is `metric` one of the entity's target metrics? */
export const knownTargetMetric = (entity: string, metric: string): boolean => TARGET_METRICS[entity]?.some((m) => m.identifier === metric) === true

/** The name of an owner entity, else its identifier. */
export const ownerEntityName = (entity: string): string => OWNER_ENTITIES.find((e) => e.identifier === entity)?.name ?? entity

/** The name of an entity's target metric, else its identifier. */
export const targetMetricName = (entity: string, metric: string): string => TARGET_METRICS[entity]?.find((m) => m.identifier === metric)?.name ?? metric

/** A scheduled validation waits this long after it was asked for, then runs until VALIDATING_UNTIL_MS. */
export const TARGET_VALIDATION_SCHEDULED_MS = 2000
export const TARGET_VALIDATING_UNTIL_MS = 4000

/** The 404 texts of an entity or a metric the lists do not hold. */
export const unknownOwnerEntity = (entity: string): string => `No such owner entity: ${entity}`
export const unknownTargetMetric = (entity: string, metric: string): string => `No such target metric for ${entity}: ${metric}`
