import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { TaskEither } from 'fp-ts/TaskEither'
import { type SellPackDeps, type SellPackRequest, type Sale, sellPack } from './sell-pack.use-case'
import type { SellPackError } from './sell-pack.errors'
import { type TrainerMissing, ptOrderTrainer } from './pt-sale'

/** Sells a PT pack: the trainer identity first, then the sale as sellPack makes it. */
export const sellPtPack =
  (d: SellPackDeps) =>
  (r: SellPackRequest): TaskEither<TrainerMissing | SellPackError, Sale> =>
    pipe(
      TE.fromEither(ptOrderTrainer(r.trainerIdentityId)),
      TE.chainW((trainerIdentityId) => sellPack(d)({ ...r, trainerIdentityId })),
    )
