import fc from 'fast-check'
import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { validateAddChild } from '../../core/customer/add-child.rule'
import { validateBca } from '../../core/customer/bca.rule'
import { validateCourseCategory } from '../../core/selling/course-category.rule'
import { validateRecordLead } from '../../core/lead/lead.rule'
import { validateMembershipUpdate } from '../../core/membership/membership-update.rule'
import { validatePasscodeCheckIn } from '../../core/check-in/passcode-check-in.rule'
import { validateReferral } from '../../core/lead/referral.rule'
import { validateResolveTask } from '../../core/task/resolve-task.rule'
import { epochMs } from '../../core/shared/brands'
import { BCA_BMR, BCA_BODY_FAT, BCA_MUSCLE_MASS, BCA_VISCERAL_FAT, CHILD_AGE_MAX, CHILD_AGE_MIN, DAY_MS } from '../../core/shared/constants'
import { formatInTimeZone, fromZonedTime } from 'date-fns-tz'
import { CENTRE_TIME_ZONE } from '../../core/shared/zone'

const isRight = E.isRight
const nowArb = fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2090, 0, 1) }).map(epochMs)

/** The Kolkata calendar date `days` after the day of `now`, as yyyy-MM-dd. */
const kolkataDate = (now: number, days: number): string => {
  const today = formatInTimeZone(now, CENTRE_TIME_ZONE, 'yyyy-MM-dd')
  const noon = fromZonedTime(`${today}T12:00:00`, CENTRE_TIME_ZONE).getTime()
  return formatInTimeZone(noon + days * DAY_MS, CENTRE_TIME_ZONE, 'yyyy-MM-dd')
}

/** Any instant inside the Kolkata day `days` after the day of `now`. */
const instantOnDay = (now: number, days: number, minuteOfDay: number): number =>
  fromZonedTime(`${kolkataDate(now, days)}T00:00:00`, CENTRE_TIME_ZONE).getTime() + minuteOfDay * 60_000

describe('each bound is inclusive exactly at the spec edges', () => {
  it('child age passes exactly from 5 to 18', () => {
    fc.assert(
      fc.property(fc.integer({ min: -50, max: 200 }), (age) => {
        const r = validateAddChild({ firstName: 'A', lastName: 'B', emergencyPhone: '9876543210', age }, '9800000001')
        expect(isRight(r)).toBe(age >= CHILD_AGE_MIN && age <= CHILD_AGE_MAX)
      }),
    )
  })

  for (const [field, bounds] of [
    ['muscleMass', BCA_MUSCLE_MASS],
    ['bodyFatPercentage', BCA_BODY_FAT],
    ['visceralFatLevels', BCA_VISCERAL_FAT],
    ['basalMetabolicRate', BCA_BMR],
  ] as const) {
    it(`BCA ${field} passes exactly from ${bounds.min} to ${bounds.max}`, () => {
      fc.assert(
        fc.property(fc.integer({ min: -100, max: 5000 }), (n) => {
          expect(isRight(validateBca({ weight: 70, [field]: n }))).toBe(n >= bounds.min && n <= bounds.max)
        }),
      )
    })
  }

  it('a passcode passes exactly from 1 to 6 characters', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 12 }), (len) => {
        expect(isRight(validatePasscodeCheckIn({ checkInId: 'c', passcode: '7'.repeat(len) }))).toBe(len >= 1 && len <= 6)
      }),
    )
  })

  it('a referral phone passes at exactly 10 digits', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 14 }), (len) => {
        expect(isRight(validateReferral({ name: 'Ravi', phone: '9'.repeat(len) }))).toBe(len === 10)
      }),
    )
  })

  it('a follow-up date passes exactly from yesterday to 45 days ahead (Asia/Kolkata)', () => {
    fc.assert(
      fc.property(nowArb, fc.integer({ min: -10, max: 60 }), (now, days) => {
        const draft = { commentTag: 'T', comment: 'c', leadQuality: 'HOT', followUpDate: kolkataDate(now, days), followUpTime: '10:00' }
        expect(isRight(validateRecordLead(draft, now))).toBe(days >= -1 && days <= 45)
      }),
    )
  })

  it('a new start date passes exactly back to 30 days before the current start', () => {
    fc.assert(
      fc.property(nowArb, fc.integer({ min: -60, max: 10 }), fc.integer({ min: 0, max: 1439 }), (start, days, minute) => {
        const startDate = epochMs(instantOnDay(start, days, minute))
        const r = validateMembershipUpdate('START_DATE', { startDate, remarks: 'r' }, { start, end: epochMs(start + DAY_MS) }, start)
        expect(isRight(r)).toBe(days >= -30)
      }),
    )
  })

  it('an academy start date passes exactly from the valid start to the window days after it', () => {
    fc.assert(
      fc.property(nowArb, fc.integer({ min: 0, max: 30 }), fc.integer({ min: -5, max: 40 }), fc.integer({ min: 0, max: 1439 }), (start, w, days, minute) => {
        const r = validateCourseCategory(
          { courseCategoryId: 'c', startDate: instantOnDay(start, days, minute) },
          { validStart: start, selectionWindowDays: w },
        )
        expect(isRight(r)).toBe(days >= 0 && days <= w)
      }),
    )
  })

  it('a call-back time passes exactly between now and the task expiry', () => {
    const tree = { C: { I: ['TIME_BASED_CALL_BACK'] } }
    fc.assert(
      fc.property(nowArb, fc.integer({ min: 0, max: 10 * DAY_MS }), fc.integer({ min: -DAY_MS, max: 11 * DAY_MS }), (now, span, offset) => {
        const draft = { status: 'C', subStatus: 'I', followUp: 'TIME_BASED_CALL_BACK', remarks: 'r', callbackTime: now + offset }
        expect(isRight(validateResolveTask(draft, tree, now, epochMs(now + span)))).toBe(offset >= 0 && offset <= span)
      }),
    )
  })

  it('an end date passes exactly when it is after both the start and now', () => {
    fc.assert(
      fc.property(nowArb, fc.integer({ min: -5, max: 5 }), fc.integer({ min: -5, max: 5 }), (now, startOff, endOff) => {
        const start = epochMs(now + startOff)
        const r = validateMembershipUpdate('END_DATE', { endDate: now + endOff, remarks: 'r' }, { start, end: start }, now)
        expect(isRight(r)).toBe(now + endOff > start && endOff > 0)
      }),
    )
  })
})
