import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { TaskEither } from 'fp-ts/TaskEither'
import { type ActionFailed, actionFailed, fetchAs, serverSays } from '../shared/outcome'
import type { PiiCipher } from '../shared/pii-cipher.port'
import type { CustomerPhoneReveal } from './customer'
import type { ProfileDeps } from './profile-actions'

/** The customer's phone for staff: decrypted at a PII-accessible centre, else only the masked text. */
export const revealPhone =
  (d: ProfileDeps & { readonly pii: PiiCipher }) =>
  (r: { readonly userId: string; readonly centerId: number }): TaskEither<ActionFailed<'PhoneUnavailable'>, CustomerPhoneReveal> =>
    pipe(
      fetchAs('PhoneUnavailable', serverSays)(d.customers.revealPhone(r.userId, r.centerId)),
      TE.chainW(({ sealedPhone, ...rest }) =>
        sealedPhone === undefined
          ? TE.right(rest)
          : pipe(
              d.pii.decrypt(sealedPhone, r.userId),
              TE.bimap(
                (e) => actionFailed('PhoneUnavailable', e.message),
                (phone) => ({ ...rest, phone }),
              ),
            ),
      ),
    )
