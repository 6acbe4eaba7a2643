import * as t from 'io-ts'

/** A field that may be missing or null on the wire. */
export const optional = <C extends t.Mixed>(c: C) => t.union([c, t.undefined, t.null])

/** An integer sent as a query-string text ("1700000000000"). */
export const IntFromString = new t.Type<number, string, unknown>(
  'IntFromString',
  (u): u is number => typeof u === 'number' && Number.isInteger(u),
  (u, ctx) => {
    if (typeof u !== 'string' || !/^-?\d+$/.test(u.trim())) return t.failure(u, ctx)
    const n = Number(u)
    return Number.isSafeInteger(n) ? t.success(n) : t.failure(u, ctx)
  },
  (n) => String(n),
)

/** 'true' or 'false' in a query string. */
export const BooleanFromString = new t.Type<boolean, string, unknown>(
  'BooleanFromString',
  (u): u is boolean => typeof u === 'boolean',
  (u, ctx) => (u === 'true' ? t.success(true) : u === 'false' ? t.success(false) : t.failure(u, ctx)),
  (b) => String(b),
)

/** A comma-separated list in a query string ("created,validated"), each item checked by `item`. */
export const CsvOf = <A>(item: t.Type<A, string, unknown>, name: string) =>
  new t.Type<A[], string, unknown>(
    name,
    (u): u is A[] => Array.isArray(u) && u.every(item.is),
    (u, ctx) => {
      if (typeof u !== 'string' || u.trim() === '') return t.failure(u, ctx)
      const out: A[] = []
      for (const part of u.split(',')) {
        const d = item.decode(part.trim())
        if (d._tag === 'Left') return t.failure(u, ctx)
        out.push(d.right)
      }
      return t.success(out)
    },
    (xs) => xs.map(item.encode).join(','),
  )

/** The answer of a write that only confirms: the spec's success message. */
export const MessageWire = t.type({ message: t.string })
export type MessageWire = t.TypeOf<typeof MessageWire>

/** A bounded text: the sandbox refuses anything longer before reading it. */
export const boundedText = (max: number) =>
  new t.Type<string, string, unknown>(
    `Text(${max})`,
    (u): u is string => typeof u === 'string' && u.length <= max,
    (u, c) => (typeof u === 'string' && u.length <= max ? t.success(u) : t.failure(u, c)),
    (s) => s,
  )

/** An integer JavaScript holds exactly (1e308 is not one). */
export const SafeInt = new t.Type<number, number, unknown>(
  'SafeInteger',
  (u): u is number => typeof u === 'number' && Number.isSafeInteger(u),
  (u, c) => (typeof u === 'number' && Number.isSafeInteger(u) ? t.success(u) : t.failure(u, c)),
  (n) => n,
)
