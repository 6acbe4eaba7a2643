import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { TaskEither } from 'fp-ts/TaskEither'
import { DRAWER_SIGNED_OFF } from '../shared/messages/money'
import { type ActionFailed, type Done, actionFailed, done, reasonOf } from '../shared/outcome'
import { trimmedText } from '../shared/field-check'
import type { Drawer } from './money'
import type { MoneyDeps } from './money-deps'

/** A manager signs a closed drawer off, with optional remarks; the server refuses their own drawer. */
export const signOffCashDrawer =
  (d: MoneyDeps) =>
  (r: { readonly drawerId: string; readonly remarks?: string }): TaskEither<ActionFailed<'DrawerNotSignedOff'>, Done<Drawer>> =>
    pipe(
      d.money.signOffDrawer(r.drawerId, trimmedText(r.remarks)),
      TE.mapLeft((e) => actionFailed('DrawerNotSignedOff', reasonOf(e), e)),
      TE.map((drawer) => done(DRAWER_SIGNED_OFF, drawer)),
    )
