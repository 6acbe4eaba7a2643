import * as E from 'fp-ts/Either'
import type * as t from 'io-ts'

/* eslint-disable @typescript-eslint/no-explicit-any -- io-ts's runtime tags are untyped */

/**
 * A value the codec decodes, built from the codec's own structure; `pick(field)` supplies the
 * value of a named field (the test's chosen centre, check-in, order, ...) and everything else gets
 * a plain value of its type. Used to make, for every route, a request that reaches its centre
 * check, without a hand-written request per route: a new route is covered as soon as it is defined.
 * Answers undefined when no decodable value was found.
 */
export const sampleFor = (codec: t.Decoder<unknown, unknown>, pick: (field: string) => unknown): unknown => {
  const v = sample(codec as t.Mixed, '', pick)
  return E.isRight(codec.decode(v)) ? v : undefined
}

const NUMBER_CANDIDATES = [1, Date.now(), 0, 100]
/** Today as YYYY-MM-DD (day texts, e.g. the play desk's `day`). */
const TODAY = new Date().toISOString().slice(0, 10)
const STRING_CANDIDATES = ['x', TODAY, '9000000004', '+91-9000000004', '1', 'true', 'validated', 'PAYMENT_INVOICE', 'GYMFIT_PERSONAL_TRAINING', 'CUREFIT']

const sample = (c: t.Mixed, field: string, pick: (field: string) => unknown): unknown => {
  const tag = (c as any)._tag as string | undefined
  const chosen = field === '' ? undefined : pick(field)
  const fits = (v: unknown): boolean => E.isRight(c.decode(v))
  if (chosen !== undefined && fits(chosen)) return chosen
  switch (tag) {
    case 'InterfaceType':
    case 'StrictType':
    case 'PartialType':
      return Object.fromEntries(Object.entries((c as any).props as Record<string, t.Mixed>).map(([k, p]) => [k, sample(p, k, pick)]))
    case 'ExactType':
    case 'ReadonlyType':
      return sample((c as any).type, field, pick)
    case 'IntersectionType':
      return Object.assign({}, ...((c as any).types as t.Mixed[]).map((m) => sample(m, field, pick)))
    case 'UnionType': {
      const tries = ((c as any).types as t.Mixed[]).map((m) => sample(m, field, pick))
      return tries.find((v) => v !== undefined && v !== null && fits(v)) ?? tries.find(fits) ?? tries[0]
    }
    case 'ArrayType':
    case 'ReadonlyArrayType': {
      const item = sample((c as any).type, field, pick)
      return fits([item]) ? [item] : []
    }
    case 'RefinementType': {
      if (chosen !== undefined && fits(String(chosen))) return String(chosen)
      const base = sample((c as any).type, field, pick)
      if (fits(base)) return base
      return [...NUMBER_CANDIDATES, ...STRING_CANDIDATES].find(fits) ?? base
    }
    case 'LiteralType':
      return (c as any).value
    case 'KeyofType': {
      const keys = Object.keys((c as any).keys as object)
      return chosen !== undefined && keys.includes(String(chosen)) ? chosen : keys[0]
    }
    case 'NumberType':
      return typeof chosen === 'number' ? chosen : 1
    case 'StringType':
      return chosen === undefined ? 'x' : String(chosen)
    case 'BooleanType':
      return true
    case 'NullType':
      return null
    case 'UndefinedType':
      return undefined
    case 'UnknownRecordType':
    case 'DictionaryType':
      return {}
    case 'UnknownType':
      return {}
    default: {
      // Custom types (IntFromString, BooleanFromString, CsvOf): the chosen value as text, or a candidate.
      if (chosen !== undefined && fits(String(chosen))) return String(chosen)
      return [...STRING_CANDIDATES, ...NUMBER_CANDIDATES.map(String)].find(fits)
    }
  }
}
