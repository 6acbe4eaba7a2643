import * as t from 'io-ts'

/* eslint-disable @typescript-eslint/no-explicit-any -- io-ts's runtime tags are untyped; each case rebuilds the same type */

const cache = new WeakMap<t.Decoder<unknown, unknown>, t.Decoder<unknown, unknown>>()

/**
 * The same codec with every object level exact: fields the wire contract does not name are dropped
 * (including `__proto__` and `constructor` keys that JSON.parse makes own properties), at every depth.
 * The decoded value holds only what the codec describes, so what a route stores is what it checked.
 */
export const strict = <A>(codec: t.Decoder<unknown, A>): t.Decoder<unknown, A> => {
  const known = cache.get(codec as t.Decoder<unknown, unknown>)
  if (known !== undefined) return known as t.Decoder<unknown, A>
  const out = rebuild(codec as unknown as t.Mixed) as unknown as t.Decoder<unknown, A>
  cache.set(codec as t.Decoder<unknown, unknown>, out as t.Decoder<unknown, unknown>)
  return out
}

const rebuild = (c: t.Mixed): t.Mixed => {
  const tag = (c as any)._tag as string | undefined
  switch (tag) {
    case 'InterfaceType':
      return t.exact(t.type(mapProps((c as any).props), c.name))
    case 'StrictType':
      return t.exact(t.type(mapProps((c as any).props), c.name))
    case 'PartialType':
      return t.exact(t.partial(mapProps((c as any).props), c.name))
    case 'ExactType':
      return rebuild((c as any).type)
    case 'IntersectionType':
      return t.intersection((c as any).types.map(rebuild) as [t.Mixed, t.Mixed], c.name)
    case 'UnionType':
      return t.union((c as any).types.map(rebuild) as [t.Mixed, t.Mixed], c.name)
    case 'ArrayType':
      return t.array(rebuild((c as any).type), c.name)
    case 'ReadonlyArrayType':
      return t.readonlyArray(rebuild((c as any).type), c.name)
    case 'ReadonlyType':
      return t.readonly(rebuild((c as any).type), c.name)
    case 'RefinementType':
      return t.refinement(rebuild((c as any).type), (c as any).predicate, c.name)
    default:
      return c
  }
}

const mapProps = (props: Record<string, t.Mixed>): Record<string, t.Mixed> =>
  Object.fromEntries(Object.entries(props).map(([k, v]) => [k, rebuild(v)]))
