import fc from 'fast-check'
import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { parseCheckInSearch } from '../../core/check-in/check-in-search.rule'
import { acceptSearchTyping, classifySearch, requirePhone } from '../../core/customer/search-input.rule'
import { validateNewEmployee } from '../../core/employee/new-employee.rule'
import { validateAddChild } from '../../core/customer/add-child.rule'
import { validateReferral } from '../../core/lead/referral.rule'
import { leadPhone } from '../../core/lead/lead-upload.rule'
import { groupBuyReducer, startGroupBuy } from '../../core/selling/group-buy.rule'
import { normalisePhone, phoneTyping } from '../../core/shared/phone.rule'

/*
 * The spec: a phone is 10 digits, the country code is +91 (part 1 §8, part 3 §11). People paste
 * numbers as they see them: '+91 80000 00006', '080000 00006', '80000-00006', with a trailing
 * space. Every way of writing a 10-digit number means that number; any other count of digits is
 * not a phone.
 */

const digit = fc.constantFrom(...'0123456789')
const digits = (min: number, max: number) => fc.string({ unit: digit, minLength: min, maxLength: max })
const ten = digits(10, 10)
const separator = fc.constantFrom(' ', '-', '.', '\u00a0', ' - ', '  ')
const prefix = fc.constantFrom('', '+91', '+91 ', '+91-', '+91 0', '91', '91 ', '0', '0 ', '0091 ', '(+91) ')
const padding = fc.constantFrom('', ' ', '  ', '\t')

/** The digits cut into groups, each group joined by a separator and maybe bracketed. */
const written = (d: string) =>
  fc
    .tuple(
      fc.array(fc.integer({ min: 1, max: Math.max(1, d.length - 1) }), { maxLength: 3 }),
      fc.array(separator, { minLength: 3, maxLength: 3 }),
      fc.boolean(),
    )
    .map(([cuts, seps, bracket]) => {
      const at = [...new Set(cuts)].filter((c) => c < d.length).sort((a, b) => a - b)
      const groups = [0, ...at].map((start, i) => d.slice(start, at[i] ?? d.length))
      const head = bracket && groups.length > 1 ? `(${groups[0] ?? ''})` : (groups[0] ?? '')
      return [head, ...groups.slice(1)].reduce((acc, g, i) => (i === 0 ? g : `${acc}${seps[(i - 1) % seps.length] ?? ' '}${g}`), '')
    })

const pasted = ten.chain((d) => fc.tuple(fc.constant(d), prefix, written(d), padding, padding).map(([p, pre, body, l, r]) => ({ phone: p, text: `${l}${pre}${body}${r}` })))

/** Digit strings that are not a phone by the spec: not 10 digits, nor 10 behind a 0, 91 or 0091. */
const notAPhone = digits(1, 16).filter(
  (d) => d.length !== 10 && !(d.length === 11 && d.startsWith('0')) && !(d.length === 12 && d.startsWith('91')) && !(d.length === 14 && d.startsWith('0091')),
)

describe('the phone rule (core/shared/phone.rule)', () => {
  it('reads every way of writing a 10-digit number as that number (round trip)', () => {
    fc.assert(fc.property(pasted, ({ phone, text }) => {
      expect(normalisePhone(text)).toBe(phone)
    }), { numRuns: 500 })
  })
  it('the examples people paste', () => {
    for (const text of ['+91 80000 00006', '080000 00006', '80000-00006', '8000000006 ', '+91-80000-00006', '(800) 000-0006', '91 80000 00006', '0091 80000 00006'])
      expect(normalisePhone(text), text).toBe('8000000006')
  })
  it('refuses any other count of digits, however written', () => {
    fc.assert(fc.property(notAPhone.chain((d) => written(d)), (text) => {
      expect(normalisePhone(text)).toBeUndefined()
    }), { numRuns: 500 })
  })
  it('refuses another country code, a letter, and a +91 with the wrong count behind it', () => {
    fc.assert(fc.property(ten, fc.constantFrom('+1', '+44', '+9', '+92'), (d, cc) => {
      expect(normalisePhone(`${cc} ${d}`)).toBeUndefined()
    }))
    fc.assert(
      fc.property(ten, fc.integer({ min: 0, max: 9 }), fc.constantFrom(...'abcxyzOo+#*'), (d, at, ch) => {
        expect(normalisePhone(`${d.slice(0, at)}${ch}${d.slice(at)}`)).toBeUndefined()
      },
      ),
    )
    fc.assert(fc.property(digits(1, 13).filter((d) => d.length !== 10 && !(d.length === 11 && d.startsWith('0'))), (d) => {
      expect(normalisePhone(`+91 ${d}`)).toBeUndefined()
    }))
  })
  it('is idempotent: the 10 digits it keeps are a phone again', () => {
    fc.assert(fc.property(fc.string({ maxLength: 20 }), (s) => {
      const p = normalisePhone(s)
      if (p !== undefined) expect(normalisePhone(p)).toBe(p)
    }))
  })
})

/**
 * Every entry point where a person's phone or search text reaches the core, each reduced to
 * "which 10 digits did it take as the phone" (undefined: refused as a phone). A new phone field
 * gets a row here; tests/unit/core/phone-fields.test.ts fails when a phone check is written
 * anywhere but the phone rule.
 */
const ENTRY_POINTS: ReadonlyArray<readonly [string, (raw: string) => string | undefined]> = [
  ['member search (classifySearch)', (raw) => { const q = classifySearch(raw); return q.kind === 'phone' ? q.phone : undefined }],
  ['member search box as typed (acceptSearchTyping)', (raw) => { const v = acceptSearchTyping('', raw).value; return v.length === 10 ? v : undefined }],
  ['a required phone (requirePhone)', (raw) => E.getOrElseW(() => undefined)(requirePhone(raw))],
  ['check-in list search (parseCheckInSearch)', (raw) => { const s = parseCheckInSearch(raw); return s.kind === 'phone' ? s.phone : undefined }],
  ['Record Referral phone', (raw) => E.getOrElseW(() => undefined)(E.map((r: { phone: string }) => r.phone)(validateReferral({ name: 'Asha', phone: raw })))],
  ['Add Child emergency phone', (raw) => E.getOrElseW(() => undefined)(E.map((r: { emergencyPhone: string }) => r.emergencyPhone)(validateAddChild({ firstName: 'A', lastName: 'B', age: 9, emergencyPhone: raw }, '9000000001')))],
  ['Add employee phone', (raw) => E.getOrElseW(() => undefined)(E.map((r: { phone: string }) => r.phone)(validateNewEmployee({ name: 'A B', email: 'a@example.com', phone: raw, primaryRole: 'TRAINER', ptLevelCode: '' }, 1001)))],
  ['leads upload phone cell', (raw) => E.getOrElseW(() => undefined)(leadPhone(raw))],
  ['group-buy member phone as typed', (raw) => { const p = groupBuyReducer(startGroupBuy(), { type: 'phoneTyped', index: 0, input: raw }).members[0]?.phone ?? ''; return p.length === 10 ? p : undefined }],
  ['a phone field as typed (phoneTyping)', (raw) => { const v = phoneTyping('', raw); return v.length === 10 ? v : undefined }],
]

describe('every phone and search entry point takes a pasted phone as its 10 digits', () => {
  for (const [name, take] of ENTRY_POINTS) {
    it(name, () => {
      fc.assert(fc.property(pasted, ({ phone, text }) => {
        expect(take(text)).toBe(phone)
      }), { numRuns: 150 })
    })
  }
  it("refuses a phone of another length with 'Invalid Phone Number' where a phone is required", () => {
    fc.assert(
      fc.property(notAPhone.chain((d) => written(d)), (text) => {
        expect(requirePhone(text)).toEqual(E.left('Invalid Phone Number'))
        expect(validateReferral({ name: 'Asha', phone: text })).toEqual(E.left(expect.objectContaining({ errors: expect.objectContaining({ phone: 'Invalid Phone Number' }) })))
      }),
    )
  })
})

describe('the member search', () => {
  it('is a phone search for a phone, a user-id search for other digits, and says why for anything else', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: fc.constantFrom(...'0123456789ab -+.'), maxLength: 20 }), digits(0, 12), pasted.map((p) => p.text)), (q) => {
        const c = classifySearch(q)
        const phone = normalisePhone(q)
        const bare = q.replace(/[\s\u00a0\-.()]/g, '')
        if (phone !== undefined) expect(c).toEqual({ kind: 'phone', phone })
        else if (/^\d*$/.test(bare)) expect(c).toEqual({ kind: 'userId', userId: bare })
        else expect(c).toEqual({ kind: 'invalid', message: 'Only digits: a 10-digit mobile number or a user id' })
      }),
    )
  })
  it('the box never holds anything but at most 10 digits, and a pasted phone becomes its digits', () => {
    fc.assert(
      fc.property(digits(0, 10), fc.oneof(fc.string({ maxLength: 20 }), pasted.map((p) => p.text)), (before, typed) => {
        const { value, refused } = acceptSearchTyping(before, typed)
        expect(value).toMatch(/^\d{0,10}$/)
        if (refused !== undefined) expect(value).toBe(before)
        const phone = normalisePhone(typed)
        if (phone !== undefined) expect(value).toBe(phone)
      }),
    )
  })
})
