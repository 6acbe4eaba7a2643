import { readFileSync, readdirSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

/*
 * One rule reads a phone as people write it (core/shared/phone.rule). This sweep reads the source
 * of every layer and fails when a phone is checked or cut anywhere else, or when a phone input is
 * drawn without going through the rule, so a new field cannot bypass it.
 */

const ROOT = join(__dirname, '..', '..', '..', '..')
const LAYERS = ['core', 'ui', 'adapters', 'composition', 'sandbox']

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return sourceFiles(path)
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : []
  })

const FILES = LAYERS.flatMap((l) => sourceFiles(join(ROOT, l))).map((path) => ({ file: relative(ROOT, path), text: readFileSync(path, 'utf8') }))

const RULE = 'core/shared/phone.rule.ts'

/** Where the 10-digit check may be written other than the rule, and why. */
const ALLOWED: Readonly<Record<string, string>> = {
  'core/shared/constants.ts': 'defines PHONE_LENGTH',
  'adapters/http/contract/selling.codecs.ts': 'the wire brand TenDigitPhone (the contract may not import the core rule); it checks what the client already normalised',
  'core/selling/own-phone.rule.ts': "the staff member's own stored number, cut to its last 10 digits (not something typed)",
  'core/customer/phone-mask.rule.ts': "the staff member's own stored number, cut to its last 10 digits (not something typed)",
  'sandbox/http/routes/otp.routes.ts': "the OTP identifier '+91-' and 10 digits the client builds (wire format)",
}

/** A regular expression for exactly ten digits, or the phone length constant. */
const TEN_DIGIT_CHECK = /\\d\{10\}|\[0-9\]\{10\}|PHONE_LENGTH/

/** A text input that takes a phone: type or input mode tel, or an id/label naming a phone (not a read-only one). */
const PHONE_INPUT = /type="tel"|inputMode="tel"|id="[^"]*phone[^"]*"|label=\{[A-Z_]*PHONE[A-Z_]*\}|\{\w*[pP]honeLabel\(/
const takesPhone = (text: string): boolean => text.split('\n').some((line) => PHONE_INPUT.test(line) && !/\breadOnly\b/.test(line))

/** Where a phone input's value goes through the rule: the rule itself, the search rule, or a core reducer built on it. */
const THROUGH_RULE = /core\/shared\/phone\.rule'|core\/customer\/search-input\.rule'|core\/selling\/group-buy\.rule'/

describe('phones go through one rule', () => {
  it('the sweep reads every layer', () => {
    expect(FILES.length).toBeGreaterThan(300)
    expect(FILES.some((f) => f.file === RULE)).toBe(true)
  })

  it('no phone is checked as 10 digits outside core/shared/phone.rule', () => {
    const offenders = FILES.filter((f) => f.file !== RULE && ALLOWED[f.file] === undefined && TEN_DIGIT_CHECK.test(f.text)).map((f) => f.file)
    expect(offenders).toEqual([])
  })

  it('every phone input in the UI reads what is typed or pasted through the rule', () => {
    const inputs = FILES.filter((f) => f.file.startsWith('ui/') && takesPhone(f.text))
    expect(inputs.map((f) => f.file)).toEqual(expect.arrayContaining(['ui/profile/children-block.tsx', 'ui/selling/group-buy-modal.tsx']))
    const bypassing = inputs.filter((f) => !THROUGH_RULE.test(f.text)).map((f) => f.file)
    expect(bypassing).toEqual([])
  })

  it('every search box for a member goes through the search rule', () => {
    const searches = FILES.filter((f) => f.file.startsWith('ui/') && /SEARCH_PLACEHOLDER|FIND_CUSTOMER_LABEL/.test(f.text) && /<input|<Input|<Search\b/.test(f.text))
    expect(searches.length).toBeGreaterThanOrEqual(3)
    const bypassing = searches.filter((f) => !/search-input\.rule'|check-in-search\.rule'/.test(f.text)).map((f) => f.file)
    expect(bypassing).toEqual([])
  })
})
