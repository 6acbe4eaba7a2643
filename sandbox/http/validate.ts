import type { Context } from 'hono'
import * as E from 'fp-ts/Either'
import type * as t from 'io-ts'
import { describeDecodeErrors } from '../../adapters/http/contract/decode-errors'

/**
 * Reads and checks a JSON body against the shared codec. Bad input gets a 400 with a clear message
 * and the handler never runs, so nothing is changed.
 */
export const readBody = async <A>(c: Context, codec: t.Decoder<unknown, A>): Promise<E.Either<Response, A>> => {
  let raw: unknown
  try {
    raw = await c.req.json()
  } catch {
    return E.left(c.json({ message: 'The request body must be JSON.' }, 400))
  }
  const decoded = codec.decode(raw)
  if (E.isLeft(decoded)) return E.left(c.json({ message: `Invalid request: ${describeDecodeErrors(decoded.left)}` }, 400))
  return E.right(decoded.right)
}

/** Checks query parameters (all strings) against a codec. */
export const readQuery = <A>(c: Context, codec: t.Decoder<unknown, A>): E.Either<Response, A> => {
  const decoded = codec.decode(c.req.query())
  if (E.isLeft(decoded)) return E.left(c.json({ message: `Invalid request: ${describeDecodeErrors(decoded.left)}` }, 400))
  return E.right(decoded.right)
}
