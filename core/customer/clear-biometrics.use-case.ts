import type { TaskEither } from 'fp-ts/TaskEither'
import { BIOMETRICS_CLEARED } from '../shared/messages'
import { type ActionFailed, type Done, act, serverSays } from '../shared/outcome'
import type { ProfileDeps } from './profile-actions'

/** Clears the customer's biometrics at a centre: 'Successfully cleared biometrics'. */
export const clearBiometrics =
  (d: ProfileDeps) =>
  (r: { readonly phone: string; readonly centerId: number }): TaskEither<ActionFailed<'ClearBiometricsFailed'>, Done<number>> =>
    act('ClearBiometricsFailed', serverSays, BIOMETRICS_CLEARED)(d.customers.clearBiometrics(r.phone, r.centerId))
