import type * as E from 'fp-ts/Either'
import type { TaskEither } from 'fp-ts/TaskEither'
import type { GatewayError } from '../../core/shared/errors'

/** Runs an in-memory gateway step as a TaskEither (state is read when the task runs, not before). */
export const run =
  <A>(f: () => Promise<E.Either<GatewayError, A>> | E.Either<GatewayError, A>): TaskEither<GatewayError, A> =>
  async () =>
    f()
