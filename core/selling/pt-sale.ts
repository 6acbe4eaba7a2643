import * as E from 'fp-ts/Either'
import type { Clock } from '../shared/clock.port'
import { TRAINER_DETAILS_NOT_AVAILABLE } from '../shared/messages'
import type { PtOtpBypassList } from './pt-otp-bypass.port'

export type PtSaleDeps = { readonly ptOtpBypass: PtOtpBypassList; readonly clock: Clock }

export type TrainerMissing = { readonly _tag: 'TrainerMissing'; readonly message: string }

/** A PT order needs the trainer's identity: 'Trainer details not available'. */
export const ptOrderTrainer = (trainerIdentityId: string | undefined): E.Either<TrainerMissing, string> =>
  trainerIdentityId === undefined || trainerIdentityId.trim() === ''
    ? E.left({ _tag: 'TrainerMissing', message: TRAINER_DETAILS_NOT_AVAILABLE })
    : E.right(trainerIdentityId.trim())
