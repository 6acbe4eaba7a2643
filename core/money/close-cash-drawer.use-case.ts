import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { TaskEither } from 'fp-ts/TaskEither'
import type { ValidationFailed } from '../shared/errors'
import { DRAWER_CLOSED } from '../shared/messages/money'
import { type ActionFailed, type Done, actionFailed, done, reasonOf } from '../shared/outcome'
import type { Drawer } from './money'
import type { MoneyDeps } from './money-deps'
import { validateDrawerCount } from './money-forms.rule'

export type CloseCashDrawerError = ValidationFailed<'count' | 'reason'> | ActionFailed<'DrawerNotClosed'>

/** The count typed at close: each note and coin as typed, and the reason for a difference. */
export type DrawerCountDraft = { readonly count: Readonly<Record<string, string>>; readonly reason: string }

/**
 * Closes the drawer counted by denomination: the count is checked against the expected cash the
 * drawer shows (a difference needs a reason) before it is sent; the server checks it again.
 */
export const closeCashDrawer =
  (d: MoneyDeps) =>
  (r: { readonly drawer: Drawer; readonly draft: DrawerCountDraft }): TaskEither<CloseCashDrawerError, Done<Drawer>> =>
    pipe(
      TE.fromEither(validateDrawerCount(r.draft, r.drawer.expected)),
      TE.chainW((v) => pipe(d.money.closeDrawer(r.drawer.drawerId, v.count, v.reason), TE.mapLeft((e) => actionFailed('DrawerNotClosed', reasonOf(e), e)))),
      TE.map((drawer) => done(DRAWER_CLOSED, drawer)),
    )
