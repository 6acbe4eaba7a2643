import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { TaskEither } from 'fp-ts/TaskEither'
import type { ValidationFailed } from '../shared/errors'
import { DRAWER_OPENED } from '../shared/messages/money'
import { type ActionFailed, type Done, actionFailed, done, reasonOf } from '../shared/outcome'
import type { Drawer } from './money'
import type { MoneyDeps } from './money-deps'
import { validateDrawerFloat } from './money-forms.rule'

export type OpenCashDrawerError = ValidationFailed<'float'> | ActionFailed<'DrawerNotOpened'>

/** Opens the caller's drawer for the shift with the float counted into it (rupees and paise). */
export const openCashDrawer =
  (d: MoneyDeps) =>
  (r: { readonly centreId: number; readonly draft: { readonly float: string } }): TaskEither<OpenCashDrawerError, Done<Drawer>> =>
    pipe(
      TE.fromEither(validateDrawerFloat(r.draft)),
      TE.chainW((v) => pipe(d.money.openDrawer(r.centreId, v.float), TE.mapLeft((e) => actionFailed('DrawerNotOpened', reasonOf(e), e)))),
      TE.map((drawer) => done(DRAWER_OPENED, drawer)),
    )
