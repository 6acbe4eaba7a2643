import { DrawerCloseOutsWire, DrawerCurrentWire, DrawerWire, MONEY_PATHS, moneyPath } from '../../adapters/http/contract/money.codecs'
import { OrderAnswer } from '../../adapters/http/contract/payment.codecs'
import { PATHS } from '../../adapters/http/contract/paths'
import { startOfCentreDayOf } from '../../core/shared/centre-day'
import * as M from '../../core/shared/messages/money'
import { CENTRE_NOT_YOURS } from '../../sandbox/selling/messages'
import { cashPayment, decoded, fresh, newCustomer, orderBody, signIn, startOwnSandbox, verifyCashOtp, type OwnSandbox, type StaffClient } from '../support/selling-sandbox'

/** The desk's shift on a fixed morning, so the drawer's figures hold at any hour. */
const START = Date.parse('2026-11-30T04:30:00Z')
/** SELECT 1 month at Koramangala: ₹2360. */
const SELECT_1M = { productId: 'PACK-1-SELECT-1M', paise: 236_000 }

let sb: OwnSandbox
let desk: StaffClient
let cm: StaffClient
let owner: StaffClient
let trainer: StaffClient
beforeAll(async () => {
  sb = await startOwnSandbox(START)
  desk = await signIn(sb.url, 'front-desk')
  cm = await signIn(sb.url, 'centre-manager')
  owner = await signIn(sb.url, 'owner')
  trainer = await signIn(sb.url, 'trainer')
})
afterAll(() => sb.close())

const current = async (who: StaffClient, centerId = 1) => decoded(DrawerCurrentWire, await who.get(MONEY_PATHS.drawerCurrent, { centerId })).drawer

const sellInCash = async (who: StaffClient, persona: string, modes?: unknown[]): Promise<string> => {
  const userId = await newCustomer(who)
  await verifyCashOtp(who, persona, userId, SELECT_1M.paise)
  const payment = modes === undefined ? cashPayment(SELECT_1M.paise) : { channel: 'MANUAL', currency: 'INR', paymentModes: modes }
  const a = await who.post(PATHS.createCashOrder, { orderReqBody: orderBody({ userId, centreId: 1, productId: SELECT_1M.productId, startDate: startOfCentreDayOf(START) }), paymentSuccessReqBody: payment }, { 'idempotency-key': fresh('k') })
  expect(a.status).toBe(200)
  return decoded(OrderAnswer, a).orderId
}

describe('the cash drawer', () => {
  it('opens a drawer on the first cash sale when none is open, with no float, and records the sale in it', async () => {
    expect(await current(cm)).toBeNull()
    const orderId = await sellInCash(cm, 'centre-manager')
    const drawer = await current(cm)
    expect(drawer).toMatchObject({ status: 'OPEN', openedBySale: true, float: 0, expected: SELECT_1M.paise })
    expect(drawer?.movements).toEqual([{ kind: 'CASH_SALE', amount: SELECT_1M.paise, orderId, at: START }])
  })

  it('opens once per staff member and centre, with a float in whole paise', async () => {
    const opened = await desk.post(MONEY_PATHS.drawerOpen, { centerId: 1, float: 500_000 })
    expect(opened.status).toBe(201)
    expect(decoded(DrawerWire, opened)).toMatchObject({ status: 'OPEN', float: 500_000, expected: 500_000, openedBySale: false, staffName: 'Meera Iyer' })
    expect(await desk.post(MONEY_PATHS.drawerOpen, { centerId: 1, float: 100 })).toMatchObject({ status: 409, body: { message: M.DRAWER_ALREADY_OPEN } })
    expect((await desk.post(MONEY_PATHS.drawerOpen, { centerId: 1, float: -1 })).status).toBe(400)
    expect((await desk.post(MONEY_PATHS.drawerOpen, { centerId: 1, float: 10.5 })).status).toBe(400)
    expect(await desk.post(MONEY_PATHS.drawerOpen, { centerId: 3, float: 0 })).toMatchObject({ status: 403, body: { message: CENTRE_NOT_YOURS } })
    expect((await trainer.post(MONEY_PATHS.drawerOpen, { centerId: 1, float: 0 })).status).toBe(403)
  })

  it('adds cash sales and the cash part of split payments to the expected cash, never the card or QR part', async () => {
    await sellInCash(desk, 'front-desk')
    await sellInCash(desk, 'front-desk', [
      { mode: 'CASH', amount: 100_000 },
      { mode: 'QR', amount: 36_000 },
      { mode: 'CARD', amount: 100_000, rrn: 'RRN1', lastFourDigitsOfCard: '4242' },
    ])
    const drawer = await current(desk)
    expect(drawer?.movements.map((m) => [m.kind, m.amount])).toEqual([
      ['CASH_SALE', SELECT_1M.paise],
      ['SPLIT_CASH_PART', 100_000],
    ])
    expect(drawer?.expected).toBe(500_000 + SELECT_1M.paise + 100_000)
  })

  it('closes only with a whole count, a reason for any difference, and by the staff member who opened it', async () => {
    const drawer = await current(desk)
    if (drawer === null) throw new Error('the desk’s drawer is open')
    const close = (who: StaffClient, body: unknown) => who.post(moneyPath(MONEY_PATHS.drawerClose, drawer.drawerId), body)
    // Expected ₹8,360: counted ₹8,350 is ₹10 short.
    const count = { NOTE_500: 16, NOTE_100: 3, NOTE_50: 1 }
    expect(await close(desk, { count })).toMatchObject({ status: 400, body: { message: M.DRAWER_DIFFERENCE_NEEDS_REASON, field: 'reason' } })
    expect(await close(desk, { count, reason: '   ' })).toMatchObject({ status: 400, body: { field: 'reason' } })
    expect((await close(desk, { count: { NOTE_500: -1 } })).status).toBe(400)
    expect(await close(cm, { count, reason: 'x' })).toMatchObject({ status: 403, body: { message: M.DRAWER_NOT_YOURS } })
    expect(await current(desk)).toMatchObject({ status: 'OPEN' })
    const closed = decoded(DrawerWire, await close(desk, { count, reason: ' Change given twice ' }))
    expect(closed).toMatchObject({ status: 'CLOSED', expected: 836_000, counted: 835_000, difference: -1_000, reason: 'Change given twice', count })
    expect(await current(desk)).toBeNull()
    expect(await close(desk, { count, reason: 'again' })).toMatchObject({ status: 409, body: { message: M.DRAWER_NOT_OPEN } })
  })

  it('is signed off by a manager only, never by the one who counted it, and once', async () => {
    const [closed] = decoded(DrawerCloseOutsWire, await cm.get(MONEY_PATHS.drawerCloseOuts, { centerId: 1 })).closeOuts
    if (closed === undefined) throw new Error('a close-out')
    const signOff = (who: StaffClient) => who.post(moneyPath(MONEY_PATHS.drawerSignOff, closed.drawerId), { remarks: 'Checked with the till roll' })
    expect((await signOff(desk)).status).toBe(403)
    expect((await desk.get(MONEY_PATHS.drawerCloseOuts, { centerId: 1 })).status).toBe(403)
    const signed = decoded(DrawerWire, await signOff(cm))
    expect(signed).toMatchObject({ status: 'SIGNED_OFF', signedOffBy: 'Vikram Shetty', signedOffAt: START, signOffRemarks: 'Checked with the till roll', difference: -1_000 })
    expect(await signOff(owner)).toMatchObject({ status: 409, body: { message: M.DRAWER_ALREADY_SIGNED_OFF } })
  })

  it('refuses to let a manager sign off their own close-out, or a drawer still open', async () => {
    const own = await current(cm)
    if (own === null) throw new Error('the manager’s drawer opened by a sale')
    expect(await cm.post(moneyPath(MONEY_PATHS.drawerSignOff, own.drawerId), {})).toMatchObject({ status: 409, body: { message: M.DRAWER_NOT_CLOSED } })
    const closed = decoded(DrawerWire, await cm.post(moneyPath(MONEY_PATHS.drawerClose, own.drawerId), { count: { NOTE_500: 4, NOTE_200: 1, NOTE_100: 1, NOTE_50: 1, NOTE_10: 1 } }))
    expect(closed).toMatchObject({ status: 'CLOSED', difference: 0, reason: null })
    expect(await cm.post(moneyPath(MONEY_PATHS.drawerSignOff, own.drawerId), {})).toMatchObject({ status: 409, body: { message: M.DRAWER_OWN_SIGN_OFF } })
    expect((await owner.post(moneyPath(MONEY_PATHS.drawerSignOff, own.drawerId), {})).status).toBe(200)
    expect((await owner.post(moneyPath(MONEY_PATHS.drawerSignOff, 'DRW-none'), {})).status).toBe(404)
  })

  it('reports the close-outs of the centre, newest first, within at most three months', async () => {
    const report = decoded(DrawerCloseOutsWire, await owner.get(MONEY_PATHS.drawerCloseOuts, { centerId: 1 })).closeOuts
    expect(report.map((d) => [d.staffName, d.status, d.difference])).toEqual(
      expect.arrayContaining([
        ['Meera Iyer', 'SIGNED_OFF', -1_000],
        ['Vikram Shetty', 'SIGNED_OFF', 0],
      ]),
    )
    expect(decoded(DrawerCloseOutsWire, await owner.get(MONEY_PATHS.drawerCloseOuts, { centerId: 1, from: START + 60_000, to: START + 120_000 })).closeOuts).toEqual([])
    expect((await owner.get(MONEY_PATHS.drawerCloseOuts, { centerId: 1, from: START - 200 * 86_400_000, to: START })).status).toBe(400)
    expect((await owner.get(MONEY_PATHS.drawerCloseOuts, { centerId: 99 })).status).toBe(404)
  })

  it('reports one staff member’s close-outs when asked (filtered by the server), and names every staff member with a close-out at the centre', async () => {
    const all = decoded(DrawerCloseOutsWire, await owner.get(MONEY_PATHS.drawerCloseOuts, { centerId: 1 }))
    expect(all.staff).toEqual([
      { staffId: 'staff-frontdesk', staffName: 'Meera Iyer' },
      { staffId: 'staff-cm', staffName: 'Vikram Shetty' },
    ])
    const meera = decoded(DrawerCloseOutsWire, await owner.get(MONEY_PATHS.drawerCloseOuts, { centerId: 1, staffId: 'staff-frontdesk' }))
    expect(meera.closeOuts.length).toBeGreaterThan(0)
    expect(new Set(meera.closeOuts.map((d) => d.staffId))).toEqual(new Set(['staff-frontdesk']))
    expect(meera.closeOuts.length + decoded(DrawerCloseOutsWire, await owner.get(MONEY_PATHS.drawerCloseOuts, { centerId: 1, staffId: 'staff-cm' })).closeOuts.length).toBe(all.closeOuts.length)
    // The staff list does not shrink with the filter, so the screen can switch to another staff member.
    expect(meera.staff).toEqual(all.staff)
    // A staff member with no close-out there, or one of another centre: nothing, not an error.
    expect(decoded(DrawerCloseOutsWire, await owner.get(MONEY_PATHS.drawerCloseOuts, { centerId: 1, staffId: 'staff-trainer' })).closeOuts).toEqual([])
    expect(decoded(DrawerCloseOutsWire, await owner.get(MONEY_PATHS.drawerCloseOuts, { centerId: 1, staffId: "x' OR '1'='1" })).closeOuts).toEqual([])
    expect((await owner.get(MONEY_PATHS.drawerCloseOuts, { centerId: 1, staffId: 'x'.repeat(65) })).status).toBe(400)
    // The centre manager works at 1, 3 and 4: another centre's close-outs stay closed to them, staff filter or not.
    expect(await cm.get(MONEY_PATHS.drawerCloseOuts, { centerId: 2, staffId: 'staff-frontdesk' })).toMatchObject({ status: 403, body: { message: CENTRE_NOT_YOURS } })
  })
})
