import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { TaskEither } from 'fp-ts/TaskEither'
import { type AddChildField, validateAddChild } from './add-child.rule'
import type { ValidationFailed } from '../shared/errors'
import { CHILD_ADDED } from '../shared/messages'
import { type ActionFailed, type Done, act, serverSays } from '../shared/outcome'
import type { ChildUser } from './customer'
import type { ProfileDeps } from './profile-actions'

/** Adds a child user (play academy): 'Child User Successfully Added'. */
export const addChild =
  (d: ProfileDeps) =>
  (r: { readonly userId: string; readonly customerPhone: string | undefined; readonly draft: unknown }): TaskEither<ValidationFailed<AddChildField> | ActionFailed<'AddChildFailed'>, Done<ChildUser>> =>
    pipe(
      TE.fromEither(validateAddChild(r.draft, r.customerPhone)),
      TE.chainW((c) => act('AddChildFailed', serverSays, CHILD_ADDED)(d.customers.addChild(r.userId, c))),
    )
