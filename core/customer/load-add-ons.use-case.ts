import type { TaskEither } from 'fp-ts/TaskEither'
import { type ActionFailed, fetchAs, serverSays } from '../shared/outcome'
import type { AddOn } from './customer'
import type { ProfileDeps } from './profile-actions'

/** Add-ons of a membership (empty: 'No add-on packs found for this membership'). */
export const loadAddOns =
  (d: ProfileDeps) =>
  (membershipId: number): TaskEither<ActionFailed<'AddOnsUnavailable'>, readonly AddOn[]> =>
    fetchAs('AddOnsUnavailable', serverSays)(d.customers.addOns(membershipId))
