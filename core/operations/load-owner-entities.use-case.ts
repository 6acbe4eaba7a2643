import { pipe } from 'fp-ts/function'
import type { TaskEither } from 'fp-ts/TaskEither'
import { OWNER_ENTITIES_FETCH_FAILED } from '../shared/messages'
import { type ActionFailed, fetchAs } from '../shared/outcome'
import type { OwnerEntity } from './target-upload'
import type { TargetUploadDeps } from './target-upload-deps'

/** Owner entities ('Something went wrong:: Owner entities could not be fetched'). */
export const loadOwnerEntities =
  (d: TargetUploadDeps) =>
  (r: { readonly centreId: number }): TaskEither<ActionFailed<'OwnerEntitiesFailed'>, readonly OwnerEntity[]> =>
    pipe(d.targets.ownerEntities(r.centreId), fetchAs('OwnerEntitiesFailed', () => OWNER_ENTITIES_FETCH_FAILED))
