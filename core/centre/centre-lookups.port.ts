import type { TaskEither } from 'fp-ts/TaskEither'
import type { GatewayError } from '../shared/errors'

/** What a centre has switched on (part 1 §7 "centre configuration"). */
export type CentreConfiguration = {
  readonly centerId: number
  readonly centerServiceId: number
  readonly ptEnabled: boolean
  readonly piiAccessible: boolean
  readonly biometricEnabled: boolean
  readonly cashPaymentEnabled: boolean
  readonly paymentLinkEnabled: boolean
  readonly addOnEnabled: boolean
  readonly onboardingEnabled: boolean
}

/** Lead comment tags keyed by product (CULTPASS, PT, PLAY...). */
export type LeadCommentTags = Readonly<Record<string, readonly string[]>>

/** The small look-ups of the profile and lead screens: centre configuration, customer segments, comment tags. */
export interface CentreLookups {
  /** NotFound ('No Config present') for a centre without configuration. */
  configuration(centerId: number): TaskEither<GatewayError, CentreConfiguration>
  /** Whether the customer is in the segment; NotFound for an unknown segment or customer. */
  segmentMembership(segmentId: number, userId: string): TaskEither<GatewayError, boolean>
  leadCommentTags(): TaskEither<GatewayError, LeadCommentTags>
}

/** What the centre look-up use cases need. */
export type CentreLookupsDeps = { readonly lookups: CentreLookups }
