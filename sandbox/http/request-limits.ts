import * as E from 'fp-ts/Either'
import { TEXT_MAX_CHARS } from '../../core/shared/text-bound'

/**
 * The bounds every request is held to before any codec or route sees it ("every input
 * bounded"). A request outside them gets a 4xx with one of the messages below and changes nothing.
 */
export const LIMITS = {
  /** A JSON body of at most 64 KiB (the largest real body, an order, is under 4 KiB). */
  bodyBytes: 64 * 1024,
  /** Objects and arrays nested at most 16 deep (the deepest real body is 5). */
  depth: 16,
  /** Any string in a body, query or path at most 1,000 characters. */
  stringLength: TEXT_MAX_CHARS,
  /** Any array at most 500 items. */
  arrayLength: 500,
  /** Any object at most 100 fields. */
  objectKeys: 100,
} as const

export const BODY_TOO_LARGE = `The request body is too large (at most ${LIMITS.bodyBytes / 1024} KiB).`
export const BODY_NOT_JSON_TYPE = 'Send the request body as JSON (Content-Type: application/json).'
export const BODY_NOT_JSON = 'The request body must be JSON.'
export const BODY_TOO_DEEP = `The request body is nested too deeply (at most ${LIMITS.depth} levels).`
export const STRING_TOO_LONG = `A text in the request is too long (at most ${LIMITS.stringLength} characters).`
export const ARRAY_TOO_LONG = `A list in the request is too long (at most ${LIMITS.arrayLength} items).`
export const TOO_MANY_FIELDS = `An object in the request has too many fields (at most ${LIMITS.objectKeys}).`
export const NUMBER_OUT_OF_RANGE = 'A number in the request is out of range (whole amounts must be safe integers).'

export type Refused = { readonly status: 400 | 413 | 415; readonly message: string }
const refuse = (status: Refused['status'], message: string): E.Either<Refused, never> => E.left({ status, message })

/** application/json, optionally with a charset parameter; nothing else (not application/jsonx). */
const JSON_TYPE = /^application\/json\s*(;\s*charset\s*=\s*"?[a-z0-9_-]+"?\s*)?$/i
export const isJsonType = (contentType: string | undefined): boolean => contentType !== undefined && JSON_TYPE.test(contentType.trim())

/** Reads at most `max` bytes of a body stream; undefined when it is longer (the rest is not read). */
export const readBounded = async (body: ReadableStream<Uint8Array> | null, max: number): Promise<string | undefined> => {
  if (body === null) return ''
  const reader = body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > max) {
      await reader.cancel().catch(() => undefined)
      return undefined
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks).toString('utf8')
}

/** The deepest nesting of objects and arrays in a JSON text, found without parsing (so no recursion). */
export const jsonDepth = (text: string): number => {
  let depth = 0
  let max = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i)
    if (inString) {
      if (ch === 92 /* \ */) i++
      else if (ch === 34 /* " */) inString = false
    } else if (ch === 34) inString = true
    else if (ch === 123 /* { */ || ch === 91 /* [ */) {
      depth++
      if (depth > max) max = depth
    } else if (ch === 125 /* } */ || ch === 93 /* ] */) depth--
  }
  return max
}

/** Checks every string, array, object and number of a parsed value against LIMITS (depth is already bounded). */
export const withinBounds = (v: unknown): E.Either<Refused, unknown> => {
  const stack: unknown[] = [v]
  while (stack.length > 0) {
    const x = stack.pop()
    if (typeof x === 'string') {
      if (x.length > LIMITS.stringLength) return refuse(400, STRING_TOO_LONG)
    } else if (typeof x === 'number') {
      if (!Number.isFinite(x) || Math.abs(x) > Number.MAX_SAFE_INTEGER) return refuse(400, NUMBER_OUT_OF_RANGE)
    } else if (Array.isArray(x)) {
      if (x.length > LIMITS.arrayLength) return refuse(400, ARRAY_TOO_LONG)
      stack.push(...(x as unknown[]))
    } else if (x !== null && typeof x === 'object') {
      const keys = Object.keys(x)
      if (keys.length > LIMITS.objectKeys) return refuse(400, TOO_MANY_FIELDS)
      for (const k of keys) {
        if (k.length > LIMITS.stringLength) return refuse(400, STRING_TOO_LONG)
        stack.push((x as Record<string, unknown>)[k])
      }
    }
  }
  return E.right(v)
}

/**
 * A write's body as one bounded JSON value: the declared and the actual size at most
 * LIMITS.bodyBytes (413), a JSON content type whenever there is a body, with or without
 * Content-Length (415), nesting checked before JSON.parse (400), then every value bounded.
 * An empty body is `undefined`.
 */
export const readJsonBody = async (req: Request): Promise<E.Either<Refused, unknown>> => {
  const declared = req.headers.get('content-length')
  if (declared !== null && Number(declared) > LIMITS.bodyBytes) return refuse(413, BODY_TOO_LARGE)
  const text = await readBounded(req.body, LIMITS.bodyBytes)
  if (text === undefined) return refuse(413, BODY_TOO_LARGE)
  if (text === '') return E.right(undefined)
  if (!isJsonType(req.headers.get('content-type') ?? undefined)) return refuse(415, BODY_NOT_JSON_TYPE)
  if (jsonDepth(text) > LIMITS.depth) return refuse(400, BODY_TOO_DEEP)
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    return refuse(400, BODY_NOT_JSON)
  }
  return withinBounds(parsed)
}
