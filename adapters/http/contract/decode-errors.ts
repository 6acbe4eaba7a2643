import type * as t from 'io-ts'

/** A short, readable account of where an answer differs from the contract. */
export const describeDecodeErrors = (errors: t.Errors): string =>
  errors
    .slice(0, 3)
    .map((e) => {
      const path = e.context
        .map((c) => c.key)
        .filter((k) => k !== '' && !/^\d+$/.test(k))
        .join('.')
      const expected = e.context[e.context.length - 1]?.type.name ?? 'value'
      return `${path === '' ? 'answer' : path} should be ${expected}`
    })
    .join('; ')
