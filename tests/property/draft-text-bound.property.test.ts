import { fc } from '@fast-check/vitest'
import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import type { ValidationFailed } from '../../core/shared/errors'

/*
 * The server takes at most 1,000 characters in any text (the spec's bound, written here as a
 * literal, never read from the code). Every draft validator in the core, found by name (an
 * exported `validate…` function in any core module), refuses a draft whose field holds a longer
 * text, with 'At most 1,000 characters' under that very field, so the form shows it before any OTP
 * or write; a text of exactly 1,000 characters never earns that message. A new validator that is
 * not listed here (with the draft its form builds) fails the first test, so a new form cannot
 * forget the bound unnoticed.
 */

const SERVER_MAX_CHARS = 1000
const TOO_LONG_MESSAGE = 'At most 1,000 characters'

type Outcome = E.Either<ValidationFailed, unknown>

type Case = {
  /** Calls the validator with a draft (a form's draft of every field it shows). */
  readonly run: (draft: Record<string, unknown>) => Outcome
  /** A draft as its form builds it. */
  readonly draft: Record<string, unknown>
  /** Where a draft key's message is shown, when the form names the field otherwise. */
  readonly fieldOf?: Readonly<Record<string, string>>
}

const NOW = 1_795_000_000_000
const centre = { id: 1, centerServiceId: 11, name: 'Koramangala', locality: 'Bengaluru', type: 'GYM' }
const call = (fn: unknown, ...args: unknown[]): Outcome => (fn as (...a: unknown[]) => Outcome)(...args)

/** Each validator with how its form calls it; the name is the validator's export name. */
const cases = (m: Readonly<Record<string, unknown>>): Readonly<Record<string, Case>> => ({
  validateRegisterCustomer: { run: (d) => call(m.validateRegisterCustomer, d), draft: { phone: '9876543210', firstName: 'Asha', lastName: 'Rao' } },
  validatePatternDraft: {
    run: (d) => call(m.validatePatternDraft, d),
    draft: { centerServiceId: 11, name: 'Mornings', weekdays: [0, 1], start: '06:00', end: '14:00', kind: 'WORK' },
  },
  validateLeaveRequest: { run: (d) => call(m.validateLeaveRequest, d, 11, '2026-11-27'), draft: { startDay: '2026-12-01', endDay: '2026-12-02', reason: 'Family visit' } },
  validateShift: {
    run: (d) => call(m.validateShift, d),
    draft: { agentId: 'emp-1', centerServiceId: 11, day: '2026-12-01', kind: 'WORK', start: '06:00', end: '14:00' },
  },
  validateNewEmployee: {
    run: (d) => call(m.validateNewEmployee, d, 11),
    draft: { name: 'Ravi Kumar', email: 'ravi@example.com', phone: '9876543210', primaryRole: 'TRAINER', ptLevelCode: '' },
  },
  validateHealthPartnerUser: { run: (d) => call(m.validateHealthPartnerUser, d.userId), draft: { userId: '123456' } },
  validateBulkFile: { run: (d) => call(m.validateBulkFile, 'extend', d.file, d.type), draft: { file: 'extend.csv', type: 'ELITE' } },
  validateIssueReport: {
    run: (d) => call(m.validateIssueReport, 1, d),
    draft: { category: 'OTHERS', categoryComment: 'Lift', title: 'Lift stuck', description: 'Between floors' },
  },
  validateAcademySelection: {
    run: (d) => call(m.validateAcademySelection, { ...d, suggestedStart: NOW, selectionWindowDays: 7 }),
    draft: { courseCategoryId: 'swim', startDate: NOW, member: { kind: 'CHILD', childUserId: 'child-1' } },
    fieldOf: { courseCategoryId: 'courseCategory' },
  },
  validateSale: {
    run: (d) =>
      call(m.validateSale, {
        total: 100000,
        configuredTerminalIds: ['T1'],
        isRecurring: false,
        suggestedStart: NOW,
        selectionWindowDays: 7,
        startDate: NOW,
        centreType: 'PLAY',
        isTrialBooking: false,
        hasPack: true,
        isPtOrder: true,
        ...d,
      }),
    draft: {
      paymentMode: 'MANUAL',
      terminalId: 'T1',
      preferredSport: 'SWIMMING',
      trainerIdentityId: 'trainer-1',
      manualParts: [{ kind: 'CARD', amount: 100000, rrn: '123456789012', lastFourDigitsOfCard: '4242' }],
    },
    fieldOf: { trainerIdentityId: 'trainer', manualParts: 'paymentModes' },
  },
  validateReferral: { run: (d) => call(m.validateReferral, d), draft: { name: 'Meera', phone: '9876543210' } },
  validateMembershipUpdate: {
    run: (d) => call(m.validateMembershipUpdate, 'TRAINER', d, { start: NOW, end: NOW + 30 * 86_400_000 }, NOW),
    draft: { trainerId: 'trainer-1', remarks: 'Trainer on leave' },
  },
  validateCourseCategory: {
    run: (d) => call(m.validateCourseCategory, d, { validStart: NOW, selectionWindowDays: 7 }),
    draft: { courseCategoryId: 'swim', startDate: NOW },
  },
  validateChildSelection: { run: (d) => call(m.validateChildSelection, d.member), draft: { member: { kind: 'CHILD', childId: 'child-1' } } },
  validatePasscodeCheckIn: { run: (d) => call(m.validatePasscodeCheckIn, d), draft: { checkInId: 'c-1', passcode: '1234' } },
  validateBca: {
    run: (d) => call(m.validateBca, d),
    draft: { weight: '70', muscleMass: '30', bodyFatPercentage: '20', visceralFatLevels: '5', basalMetabolicRate: '1500' },
  },
  validateRecordLead: {
    run: (d) => call(m.validateRecordLead, d, NOW),
    draft: { commentTag: 'PRICE', comment: 'Call back', leadQuality: 'HOT', followUpDate: '2026-12-01', followUpTime: '10:00' },
  },
  validatePtLead: {
    run: (d) => call(m.validatePtLead, d, NOW, false),
    draft: { commentTag: 'PRICE', comment: 'Call back', leadQuality: 'HOT', followUpDate: '2026-12-01', followUpTime: '10:00', leadOwner: 'trainer-1' },
  },
  validatePaymentLink: { run: (d) => call(m.validatePaymentLink, d), draft: { amount: '500', reason: 'Others', otherReason: 'Locker' } },
  validateRescheduleSlot: { run: (d) => call(m.validateRescheduleSlot, d.slot), draft: { slot: { startTime: NOW, endTime: NOW + 3_600_000, status: 'AVAILABLE' } } },
  validateAddChild: { run: (d) => call(m.validateAddChild, d, '9876543210'), draft: { firstName: 'Anu', lastName: 'Rao', emergencyPhone: '9876543211', age: 8 } },
  validateCsvFile: { run: (d) => call(m.validateCsvFile, d.file), draft: { file: 'targets.csv' } },
  validateMembershipExtendUpload: {
    run: (d) => call(m.validateMembershipExtendUpload, d),
    draft: { fileName: 'extend.csv', type: 'ELITE', rows: [['userId', 'days'], ['123', '5']] },
    fieldOf: { fileName: 'file' },
  },
  validateInjuryReport: {
    run: (d) => call(m.validateInjuryReport, d, centre),
    draft: {
      injuredPersonInfo: 'Asha Rao',
      injuryLevel: 'MINOR',
      workout: 'GX',
      format: 'YOGA',
      cmDetails: 'Centre manager',
      trainerDetails: 'Trainer',
      injuryDate: '2026-11-27',
      injuryTime: '10:00',
      injuryLocation: 'Others',
      injuryLocationComment: 'Stairs',
      impactedBodyPart: 'Others',
      impactedBodyPartComment: 'Toe',
      symptomsLevel1: 'Others',
      symptomsLevel2: 'Others',
      symptomsLevel2Comment: 'Swelling',
      firstAidItem: ['Others'],
      firstAidItemComment: 'Ice',
      firstAidProcedure: 'Others',
      firstAidProcedureComment: 'Rest',
      priorHistory: 'Others',
      priorHistoryComment: 'None before',
      injuryCause: 'Others',
      description: 'Slipped on the stairs',
    },
  },
  validateRecordPitch: {
    run: (d) => call(m.validateRecordPitch, d),
    draft: { customerName: 'Asha Rao', leadQuality: 'HOT', commentTag: 'PRICE', source: 'WALK_IN', pitchedBy: 'emp-1', remarks: 'Interested' },
  },
  validateResolveTask: {
    run: (d) => call(m.validateResolveTask, d, { CALLED: { REACHED: ['TIME_BASED_CALL_BACK'] } }, NOW, NOW + 86_400_000),
    draft: { status: 'CALLED', subStatus: 'REACHED', followUp: 'TIME_BASED_CALL_BACK', callbackTime: NOW + 3_600_000, remarks: 'Call again' },
  },
  validateResolution: {
    run: (d) => call(m.validateResolution, d, undefined, NOW),
    draft: { status: 'CALLED', subStatus: 'REACHED', followUp: 'LATER', remarks: 'Call again' },
  },
  validateWalkInPitch: { run: (d) => call(m.validateWalkInPitch, d), draft: { pitchedBy: 'emp-1', remarks: 'Interested' } },
  validateDrawerFloat: { run: (d) => call(m.validateDrawerFloat, d), draft: { float: '5000' } },
  validateDrawerCount: { run: (d) => call(m.validateDrawerCount, d, 50_000), draft: { count: { NOTE_500: '1' }, reason: 'Short by a note' } },
  validateRefund: {
    run: (d) => call(m.validateRefund, d, { refundable: 236_000, today: NOW }),
    draft: { amount: '1000', reason: 'MEDICAL', remarks: 'Knee surgery', membership: 'KEEP' },
  },
  validateKioskPhone: { run: (d) => call(m.validateKioskPhone, d), draft: { phone: '8000000006' } },
  validateKioskOtp: { run: (d) => call(m.validateKioskOtp, d), draft: { phone: '8000000006', otp: '123456' } },
})

/** Exported `validate…` functions that are not a form's draft validator or hold no free text, each with why. */
const NOT_DRAFT_VALIDATORS: Readonly<Record<string, string>> = {
  validatePasscode: 'a use case: checks its draft with validatePasscodeCheckIn, listed above',
  validateTargetFile: "a file's rows against the target upload's table rule (a row-by-row verdict, not a form's fields)",
  validateCheckInAlertSettings: 'a manager’s alert settings: each field a choice from a fixed list (Off, Warn, Block) or a whole number; no free text to bound',
}

const modules = import.meta.glob<Record<string, unknown>>(['../../core/**/*.ts'], { eager: true })
const validators: Record<string, unknown> = {}
for (const mod of Object.values(modules))
  for (const [name, value] of Object.entries(mod)) if (/^validate[A-Z]/.test(name) && typeof value === 'function') validators[name] = value

const all = cases(validators)

/** The text fields a validator reads: the listed draft's, and any other key it reads besides those of the listed draft (so a field the listing forgot is still tried). */
const keysRead = (c: Case): readonly string[] => {
  const read = new Set<string>(Object.keys(c.draft))
  const spy = new Proxy(c.draft, {
    get: (t, k) => {
      if (typeof k === 'string') read.add(k)
      return Reflect.get(t, k) as unknown
    },
    getOwnPropertyDescriptor: (t, k) => {
      if (typeof k === 'string') read.add(k)
      return Reflect.getOwnPropertyDescriptor(t, k)
    },
    has: (t, k) => {
      if (typeof k === 'string') read.add(k)
      return Reflect.has(t, k)
    },
  })
  try {
    c.run(spy)
  } catch {
    /* a typed validator given the listed draft never throws; the listing is checked below */
  }
  // Text fields only: a listed number or date stays what the form sends (its own checks cover it).
  return [...read].filter((k) => k !== 'toJSON' && k !== 'then' && typeof c.draft[k] !== 'number' && typeof c.draft[k] !== 'boolean')
}

/** A text in the place of a field's value: the text itself, or inside a list where the form sends a list or an object. */
const inPlaceOf = (original: unknown, text: string): unknown => (original !== null && typeof original === 'object' ? [text] : text)

const errorsOf = (o: Outcome): Readonly<Record<string, string | undefined>> => (E.isLeft(o) ? (o.left.errors as Record<string, string | undefined>) : {})

describe('every draft validator refuses a text the server would refuse, under its field', () => {
  it('finds the core draft validators and lists each one', () => {
    expect(Object.keys(validators).length).toBeGreaterThanOrEqual(28)
    const unlisted = Object.keys(validators).filter((name) => all[name] === undefined && NOT_DRAFT_VALIDATORS[name] === undefined)
    expect(unlisted).toEqual([])
  })

  for (const [name, c] of Object.entries(all)) {
    describe(name, () => {
      it('takes its listed draft without a text-bound message', () => {
        expect(validators[name]).toBeTypeOf('function')
        expect(Object.values(errorsOf(c.run(c.draft)))).not.toContain(TOO_LONG_MESSAGE)
      })

      it('refuses a text over 1,000 characters in any field with the bound message under that field', () => {
        const keys = keysRead(c)
        fc.assert(
          fc.property(fc.constantFrom(...keys), fc.string({ minLength: SERVER_MAX_CHARS + 1, maxLength: SERVER_MAX_CHARS + 40 }), (key, text) => {
            const outcome = c.run({ ...c.draft, [key]: inPlaceOf(c.draft[key], text) })
            expect(E.isLeft(outcome)).toBe(true)
            expect(errorsOf(outcome)[c.fieldOf?.[key] ?? key]).toBe(TOO_LONG_MESSAGE)
          }),
          { numRuns: 40 },
        )
      })

      it('never gives the bound message for a text of exactly 1,000 characters', () => {
        for (const key of keysRead(c)) {
          const outcome = c.run({ ...c.draft, [key]: inPlaceOf(c.draft[key], 'x'.repeat(SERVER_MAX_CHARS)) })
          expect(errorsOf(outcome)[c.fieldOf?.[key] ?? key]).not.toBe(TOO_LONG_MESSAGE)
        }
      })
    })
  }
})

/*
 * A use case can also refuse a form's draft itself (validationFailed without a `validate…`
 * export). Every core module that does so passes the draft through the text bound
 * (withinTextBound, or collect, which applies it), unless it refuses no text at all (listed here
 * with why).
 */
const REFUSES_NO_TEXT: Readonly<Record<string, string>> = {
  'shared/errors.ts': 'defines validationFailed',
  'employee/book-roster-slot.use-case.ts': 'refuses a missing slot (a number picked on the grid)',
  'lead/transfer-leads.use-case.ts': 'refuses a missing or repeated owner (both picked from the centre’s list)',
  'play/book-play-session.use-case.ts': 'refuses a missing player, sport or slot (each picked from a list)',
  'reports/run-report.use-case.ts': "refuses a date range (the report's own checks)",
  'reports/run-report-page.use-case.ts': 'refuses a date range (the search is bounded by the paging rule, core/shared/paging.rule.ts)',
  'reports/report-export-link.use-case.ts': 'refuses a date range (the search is bounded by the paging rule, core/shared/paging.rule.ts)',
}

const sources = import.meta.glob<string>(['../../core/**/*.ts'], { query: '?raw', import: 'default', eager: true })

describe('every core module that refuses a draft applies the text bound', () => {
  it('finds them and each one applies it', () => {
    const refusing = Object.entries(sources)
      .map(([path, text]) => [path.replace(/^.*\/core\//, ''), text] as const)
      .filter(([, text]) => /\bvalidationFailed\b/.test(text))
    expect(refusing.length).toBeGreaterThanOrEqual(20)
    const unbounded = refusing
      .filter(([path, text]) => REFUSES_NO_TEXT[path] === undefined && !/\bwithinTextBound\b|\bcollect\(/.test(text))
      .map(([path]) => path)
    expect(unbounded).toEqual([])
  })
})
