import * as A from 'fp-ts/Array'
import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { TaskEither } from 'fp-ts/TaskEither'
import { type ActionFailed, actionFailed, fetchAs, serverSays } from '../shared/outcome'
import type { PiiCipher } from '../shared/pii-cipher.port'
import type { Agent, SealedAgent } from './staff'
import type { StaffDirectory } from './staff-directory.port'

const openAgent =
  (pii: PiiCipher) =>
  (a: SealedAgent): TaskEither<ActionFailed<'TrainersUnavailable'>, Agent> =>
    pipe(
      TE.Do,
      TE.bind('email', () => pii.decrypt(a.sealedEmail, a.identityId)),
      TE.bind('phone', () => pii.decrypt(a.sealedPhone, a.identityId)),
      TE.bimap(
        (e) => actionFailed('TrainersUnavailable', e.message),
        ({ email, phone }) => {
          const { sealedEmail: _e, sealedPhone: _p, ...rest } = a
          return { ...rest, email, phone }
        },
      ),
    )

/** The agents (or only the PT trainers) of a centre, e-mail and phone decrypted with each agent's id. */
export const loadTrainers =
  (d: { readonly staff: StaffDirectory; readonly pii: PiiCipher }) =>
  (centerServiceId: number, ptOnly = true): TaskEither<ActionFailed<'TrainersUnavailable'>, readonly Agent[]> =>
    pipe(
      fetchAs('TrainersUnavailable', serverSays)(d.staff.agents(centerServiceId, ptOnly)),
      TE.chainW((agents) => pipe([...agents], A.traverse(TE.ApplicativeSeq)(openAgent(d.pii)))),
    )
