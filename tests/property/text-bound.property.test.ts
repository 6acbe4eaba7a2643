import { fc, test } from '@fast-check/vitest'
import * as E from 'fp-ts/Either'
import * as t from 'io-ts'
import { describe, expect, it, vi } from 'vitest'
import { createHttpClient } from '../../adapters/http/http-client'
import { validateRegisterCustomer } from '../../core/customer/register-customer.rule'
import { collect, ok } from '../../core/shared/field-check'
import { validateInjuryReport } from '../../core/injury/injury-report.rule'
import { validateRecordPitch } from '../../core/lead/record-pitch.rule'
import { validateResolveTask } from '../../core/task/resolve-task.rule'
import { epochMs } from '../../core/shared/brands'
import { TEXT_TOO_LONG } from '../../core/shared/messages'
import { formatCount } from '../../core/shared/count-format'
import { TEXT_MAX_CHARS } from '../../core/shared/text-bound'
import { LIMITS } from '../../sandbox/http/request-limits'
import { aCentre } from '../support/centres'
import { DAY, NOW, aValidInjury, aValidPitch, errorsOf } from '../support/forms'

/*
 * The server takes at most 1,000 characters in any text (sandbox/http/request-limits.ts, the core's
 * TEXT_MAX_CHARS). Every form refuses a longer text under its field before any OTP or write, and
 * the HTTP client never sends one.
 */
const TOO_LONG = 'x'.repeat(TEXT_MAX_CHARS + 1)
const AT_BOUND = 'x'.repeat(TEXT_MAX_CHARS)
const BOUND = TEXT_TOO_LONG

it('says the bound the server keeps, with its count as counts are written', () => {
  expect(TEXT_TOO_LONG).toBe(`At most ${formatCount(TEXT_MAX_CHARS)} characters`)
})

describe('one bound on both sides', () => {
  it('the sandbox refuses exactly what the forms refuse', () => expect(LIMITS.stringLength).toBe(TEXT_MAX_CHARS))
  it('says the bound in words', () => expect(BOUND).toBe('At most 1,000 characters'))
})

describe('every form rule built on collect', () => {
  test.prop([fc.dictionary(fc.constantFrom('a', 'b', 'c', 'd'), fc.nat({ max: 1200 }), { minKeys: 1 })], { numRuns: 200 })(
    'a text field is refused exactly when it is over the bound, with the bound as its message',
    (lengths) => {
      const checks = Object.fromEntries(Object.entries(lengths).map(([k, n]) => [k, ok('y'.repeat(n))]))
      const over = Object.entries(lengths).filter(([, n]) => n > TEXT_MAX_CHARS).map(([k]) => k)
      const r = collect(checks)
      if (over.length === 0) expect(E.isRight(r)).toBe(true)
      else expect(errorsOf(r)).toEqual(Object.fromEntries(over.map((k) => [k, BOUND])))
    },
  )

  const forms: readonly (readonly [string, (text: string) => Record<string, string | undefined>, string])[] = [
    ['Record Pitch remarks (before the customer OTP)', (x) => errorsOf(validateRecordPitch({ ...aValidPitch, remarks: x })), 'remarks'],
    ['Record Pitch customer name', (x) => errorsOf(validateRecordPitch({ ...aValidPitch, customerName: x })), 'customerName'],
    ['Injury report description', (x) => errorsOf(validateInjuryReport({ ...aValidInjury, description: x }, aCentre({ id: 1, name: 'Koramangala Gym', locality: 'Koramangala', centerServiceId: 1001 }))), 'description'],
    ['Resolve Task remarks', (x) => errorsOf(validateResolveTask({ status: 'NOT_CONNECTED', remarks: x }, { NOT_CONNECTED: {} }, NOW, epochMs(NOW + 2 * DAY))), 'remarks'],
    ['Register New User first name', (x) => errorsOf(validateRegisterCustomer({ phone: '9876500001', firstName: x })), 'firstName'],
    ['Register New User last name', (x) => errorsOf(validateRegisterCustomer({ phone: '9876500001', firstName: 'Asha', lastName: x })), 'lastName'],
  ]
  it.each(forms)('%s: 1,001 characters are refused under the field, 1,000 are taken', (_n, errors, field) => {
    expect(errors(TOO_LONG)).toEqual({ [field]: BOUND })
    expect(errors(AT_BOUND)).toEqual({})
  })
})

describe('the HTTP client', () => {
  const client = (fetch: typeof globalThis.fetch) =>
    createHttpClient({ origin: 'http://x', fetch, reporter: { report: vi.fn() }, onUnauthorised: vi.fn() } as unknown as Parameters<typeof createHttpClient>[0])

  test.prop([fc.integer({ min: TEXT_MAX_CHARS + 1, max: 3000 }), fc.constantFrom('data', 'params')], { numRuns: 50 })(
    'never sends a request with a text over the bound, at any depth, and answers the bound',
    async (n, where) => {
      const fetch = vi.fn()
      const text = 'z'.repeat(n)
      const r = await client(fetch as unknown as typeof globalThis.fetch).send(
        where === 'data' ? { path: 'v1/x', data: { a: [{ remark: text }] } } : { path: 'v1/x', params: { q: text } },
        t.unknown,
      )()
      expect(fetch).not.toHaveBeenCalled()
      expect(r).toEqual(E.left({ _tag: 'Rejected', message: BOUND }))
    },
  )
})
