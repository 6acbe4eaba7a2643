import { describe, expect, it } from 'vitest'
import type { CheckInAlertDesk } from '../../core/check-in/check-in-alert-desk.port'
import { DEFAULT_CHECK_IN_ALERT_SETTINGS } from '../../core/check-in/check-in-alert-settings.rule'
import * as M from '../../core/shared/messages'
import { ok } from './profile-contract-support'
import { CULT_CENTRE, DEMO, MAIN_GYM } from '../support/profile-world'

const left = (r: { _tag: string; left?: { _tag: string; message: string } }) => (r._tag === 'Left' ? r.left : undefined)

/**
 * What every CheckInAlertDesk must do, as the owner. Settings are written at HSR Cult (centre 3),
 * where no other suite checks members in; the main gym keeps the defaults.
 */
export const checkInAlertDeskContract = (name: string, make: () => Promise<CheckInAlertDesk>): void => {
  describe(`CheckInAlertDesk contract: ${name}`, () => {
    it('answers the main gym’s defaults while no manager has saved settings there', async () => {
      expect(ok(await (await make()).settings(MAIN_GYM.id)())).toEqual({ centerId: MAIN_GYM.id, saved: false, ...DEFAULT_CHECK_IN_ALERT_SETTINGS })
    })

    it('saves a centre’s settings and reads them back', async () => {
      const desk = await make()
      const mine = { levels: { ...DEFAULT_CHECK_IN_ALERT_SETTINGS.levels, trialsUsedUp: 'off' as const, birthday: 'off' as const }, renewalWithinDays: 21 }
      expect(ok(await desk.saveSettings(CULT_CENTRE.id, mine)())).toEqual({ centerId: CULT_CENTRE.id, saved: true, ...mine })
      expect(ok(await desk.settings(CULT_CENTRE.id)())).toEqual({ centerId: CULT_CENTRE.id, saved: true, ...mine })
    })

    it('answers a member’s current alerts in the rule’s words, blocking first', async () => {
      const desk = await make()
      expect(ok(await desk.alertsFor(DEMO.paused.id, MAIN_GYM.id)())).toEqual([{ kind: 'membershipPaused', severity: 'block', message: M.ALERT_MEMBERSHIP_PAUSED }])
      expect(ok(await desk.alertsFor(DEMO.none.id, MAIN_GYM.id)())).toEqual([{ kind: 'trialsUsedUp', severity: 'warn', message: M.ALERT_TRIALS_USED_UP }])
    })

    it('answers NotFound for an unknown customer or centre', async () => {
      const desk = await make()
      expect(left(await desk.alertsFor('no-such-user', MAIN_GYM.id)())?._tag).toBe('NotFound')
      expect(left(await desk.settings(99)())?._tag).toBe('NotFound')
    })
  })
}
