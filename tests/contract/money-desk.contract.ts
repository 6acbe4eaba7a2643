import { describe, expect, it } from 'vitest'
import type { MoneyDesk } from '../../core/money/money-desk.port'
import { paise } from '../../core/shared/brands'
import * as M from '../../core/shared/messages/money'
import { ok } from './profile-contract-support'

const left = (r: { _tag: string; left?: { _tag: string; message: string } }) => (r._tag === 'Left' ? r.left : undefined)

/** The centre the desk works at: HSR Cult (3), one of the internal CM's. */
const CENTRE = 3

/** A desk whose drawer at the centre is closed, so each case starts a shift of its own. */
const freshDesk = async (make: () => Promise<MoneyDesk>): Promise<MoneyDesk> => {
  const desk = await make()
  const open = ok(await desk.currentDrawer(CENTRE)())
  if (open !== null) ok(await desk.closeDrawer(open.drawerId, {}, 'End of an earlier shift')())
  return desk
}

/**
 * What every MoneyDesk must do (the cash drawer and refunds). The desk acts as a staff member who
 * keeps a drawer but is not a manager (the internal CM persona over HTTP).
 */
export const moneyDeskContract = (name: string, make: () => Promise<MoneyDesk>): void => {
  describe(`MoneyDesk contract: ${name}`, () => {
    it('opens one drawer per centre with its float, and shows it as the open one', async () => {
      const desk = await freshDesk(make)
      const opened = ok(await desk.openDrawer(CENTRE, paise(150_000))())
      expect(opened).toMatchObject({ centreId: CENTRE, status: 'OPEN', float: 150_000, expected: 150_000, openedBySale: false, movements: [] })
      expect(ok(await desk.currentDrawer(CENTRE)())?.drawerId).toBe(opened.drawerId)
      expect(left(await desk.openDrawer(CENTRE, paise(0))())).toMatchObject({ _tag: 'Rejected', message: M.DRAWER_ALREADY_OPEN })
    })

    it('closes counted by denomination: a difference needs a reason; the figures are the core rule’s', async () => {
      const desk = await freshDesk(make)
      const opened = ok(await desk.openDrawer(CENTRE, paise(100_000))())
      expect(left(await desk.closeDrawer(opened.drawerId, { NOTE_500: 1, NOTE_200: 2 })())).toMatchObject({ _tag: 'Rejected', message: M.DRAWER_DIFFERENCE_NEEDS_REASON })
      expect(ok(await desk.currentDrawer(CENTRE)())?.status).toBe('OPEN')
      const closed = ok(await desk.closeDrawer(opened.drawerId, { NOTE_500: 1, NOTE_200: 2 }, '  Paid the milkman  ')())
      expect(closed).toMatchObject({ status: 'CLOSED', expected: 100_000, counted: 90_000, difference: -10_000, reason: 'Paid the milkman' })
      expect(ok(await desk.currentDrawer(CENTRE)())).toBeNull()
      expect(left(await desk.closeDrawer(opened.drawerId, {})())?._tag).toBe('Rejected')
    })

    it('closes a balanced drawer without a reason', async () => {
      const desk = await freshDesk(make)
      const opened = ok(await desk.openDrawer(CENTRE, paise(70_000))())
      expect(ok(await desk.closeDrawer(opened.drawerId, { NOTE_500: 1, NOTE_100: 2 })())).toMatchObject({ status: 'CLOSED', difference: 0 })
    })

    it('answers NotFound for an unknown drawer or order', async () => {
      const desk = await make()
      expect(left(await desk.closeDrawer('DRW-none', {}, 'x')())?._tag).toBe('NotFound')
      expect(left(await desk.orderRefunds('ORD-none')())?._tag).toMatch(/NotFound|Forbidden/)
    })
  })
}
