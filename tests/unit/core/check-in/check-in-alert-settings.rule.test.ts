import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import {
  centreCheckInAlertSettings,
  DEFAULT_CHECK_IN_ALERT_SETTINGS,
  validateCheckInAlertSettings,
} from '../../../../core/check-in/check-in-alert-settings.rule'

const levels = { membershipPaused: 'block', paymentDue: 'warn', recentInjury: 'off', trialsUsedUp: 'block', membershipEnding: 'warn', birthday: 'off' }

describe('check-in alert settings', () => {
  it('a centre without saved settings gets the defaults: paused blocks, the rest warn, 7 days for renewal', () => {
    expect(centreCheckInAlertSettings(undefined)).toEqual(DEFAULT_CHECK_IN_ALERT_SETTINGS)
    expect(DEFAULT_CHECK_IN_ALERT_SETTINGS.levels.membershipPaused).toBe('block')
    expect(DEFAULT_CHECK_IN_ALERT_SETTINGS.renewalWithinDays).toBe(7)
    expect(validateCheckInAlertSettings(DEFAULT_CHECK_IN_ALERT_SETTINGS)).toEqual(E.right(DEFAULT_CHECK_IN_ALERT_SETTINGS))
  })

  it('a saved choice wins over the defaults', () => {
    const saved = { ...DEFAULT_CHECK_IN_ALERT_SETTINGS, renewalWithinDays: 14 }
    expect(centreCheckInAlertSettings(saved)).toBe(saved)
  })

  it('accepts a manager\'s choice, the days as typed in a field', () => {
    expect(validateCheckInAlertSettings({ levels, renewalWithinDays: ' 30 ' })).toEqual(E.right({ levels, renewalWithinDays: 30 }))
  })

  it('days must be a whole number from 1 to 60', () => {
    const message = 'Enter a whole number of days from 1 to 60'
    for (const bad of [0, 61, -1, 2.5, '', 'ten', '1e1', undefined, null, Number.NaN])
      expect(validateCheckInAlertSettings({ levels, renewalWithinDays: bad })).toEqual(E.left({ _tag: 'ValidationFailed', errors: { renewalWithinDays: message } }))
    expect(E.isRight(validateCheckInAlertSettings({ levels, renewalWithinDays: 1 }))).toBe(true)
    expect(E.isRight(validateCheckInAlertSettings({ levels, renewalWithinDays: 60 }))).toBe(true)
  })

  it('every level must be Off, Warn or Block, a birthday only Off or Warn, every error at once', () => {
    expect(
      validateCheckInAlertSettings({ levels: { ...levels, paymentDue: 'loud', birthday: 'block', recentInjury: undefined }, renewalWithinDays: 7 }),
    ).toEqual(
      E.left({
        _tag: 'ValidationFailed',
        errors: { paymentDue: 'Choose Off, Warn or Block', recentInjury: 'Choose Off, Warn or Block', birthday: 'A birthday can only warn' },
      }),
    )
    expect(E.isLeft(validateCheckInAlertSettings({}))).toBe(true)
  })
})
