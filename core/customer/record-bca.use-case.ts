import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { TaskEither } from 'fp-ts/TaskEither'
import { type BcaField, validateBca } from './bca.rule'
import type { ValidationFailed } from '../shared/errors'
import { BCA_RECORDED } from '../shared/messages'
import { type ActionFailed, type Done, act, serverSays } from '../shared/outcome'
import type { BcaRecord } from './customer'
import type { ProfileDeps } from './profile-actions'

/**
 * Records a BCA (the form's bounds first): 'BCA recorded successfully'. `attemptKey`, the form's
 * attempt key: a resend with it (a lost answer queued offline) is applied once.
 */
export const recordBca =
  (d: ProfileDeps) =>
  (r: {
    readonly userId: string
    readonly centerId: number
    readonly draft: unknown
    readonly attemptKey?: string
  }): TaskEither<ValidationFailed<BcaField> | ActionFailed<'BcaFailed'>, Done<BcaRecord>> =>
    pipe(
      TE.fromEither(validateBca(r.draft)),
      TE.chainW((m) => act('BcaFailed', serverSays, BCA_RECORDED)(d.customers.recordBca(r.userId, r.centerId, m, r.attemptKey))),
    )
