import 'fake-indexeddb/auto'
import type { StaffAccess } from '../../../core/access/staff-access'
import { SELECTED_CENTRE_KEY } from '../../../core/centre/load-centre-context'
import { createIdbOfflineCopyStore } from '../../../adapters/storage/offline-copies.idb'
import { createOfflineDesk } from '../../../core/offline/offline-desk'
import type { OfflineCopyStore } from '../../../core/offline/offline-copy-store.port'
import { type EpochMs, epochMs } from '../../../core/shared/brands'
import { aUser } from '../../support/access'
import { aCentre } from '../../support/centres'

/*
 * The copies the desk reads offline, kept in IndexedDB (fake-indexeddb here): one staff member's
 * copies are never another's, a sign-out removes them, and a copy of another centre day is never
 * shown. The times are instants at the centre (Asia/Kolkata, UTC+5:30).
 */

const AT_10_42 = epochMs(Date.parse('2026-11-27T05:12:00Z')) // 27 Nov, 10:42 at the centre
const AT_23_50 = epochMs(Date.parse('2026-11-27T18:20:00Z')) // 27 Nov, 23:50 at the centre
const NEXT_DAY_00_10 = epochMs(Date.parse('2026-11-27T18:40:00Z')) // 28 Nov, 00:10 at the centre
const TODAY = '2026-11-27'

const centre = aCentre({ id: 7, centerServiceId: 1007, name: 'Indiranagar Gym' })
const other = aCentre({ id: 8, centerServiceId: 1008, name: 'HSR Gym' })
const accessOf = (id: string): StaffAccess => ({
  centers: [centre, other],
  selected: centre,
  userContext: aUser({ id, email: `${id}@centres.example` }),
  gymPtEnabledCenter: [],
  permissions: { CHECKINS: ['VIEW'] },
  memberships: [],
  featureLists: {},
})

const CHECK_INS = ['check-ins', 7, 'checkin', TODAY, null, null]
const MEMBERSHIPS = ['profile', '200008', 'memberships', 7]
const list = { day: TODAY, sections: [{ title: 'Checked in', checkIns: [{ id: '1', name: 'Asha' }] }], displayStates: new Map([['1', 'in']]), total: 1 }

let n = 0
const world = (start: EpochMs = AT_10_42) => {
  let now = start
  const chosen = new Map<string, string>()
  const store: OfflineCopyStore = createIdbOfflineCopyStore(`offline-copies-test-${++n}`)
  const desk = createOfflineDesk({ store, now: () => now, selection: { get: (k) => chosen.get(k) } })
  return { desk, store, chosen, setNow: (t: EpochMs) => void (now = t) }
}

const A = { staffId: 'staff-a', centreId: 7 }
const B = { staffId: 'staff-b', centreId: 7 }

describe('the offline copies on IndexedDB', () => {
  it("keeps today's check-in list and a profile's memberships, and reads them back with the time they came", async () => {
    const { desk } = world()
    await desk.keep(A, CHECK_INS, list)
    await desk.keep(A, MEMBERSHIPS, { memberships: [{ name: 'Gym 12 months' }] })
    expect(await desk.read(A, CHECK_INS)).toEqual({ data: list, savedAt: AT_10_42 })
    expect(await desk.read(A, MEMBERSHIPS)).toEqual({ data: { memberships: [{ name: 'Gym 12 months' }] }, savedAt: AT_10_42 })
  })

  it('keeps nothing the rules do not list: orders, another day, another centre', async () => {
    const { desk, store } = world()
    await desk.keep(A, ['profile', '200008', 'orders'], [{ id: 'o1' }])
    await desk.keep(A, ['check-ins', 7, 'checkin', '2026-11-26', null, null], list)
    await desk.keep(A, ['check-ins', 8, 'checkin', TODAY, null, null], list)
    expect(await store.get('staff-a', 7, JSON.stringify(['profile', '200008', 'orders']))).toBeUndefined()
    expect(await store.get('staff-a', 7, JSON.stringify(['check-ins', 7, 'checkin', '2026-11-26', null, null]))).toBeUndefined()
    expect(await store.get('staff-a', 7, JSON.stringify(['check-ins', 8, 'checkin', TODAY, null, null]))).toBeUndefined()
  })

  it("never shows one staff member's copy to another, nor at another centre", async () => {
    const { desk } = world()
    await desk.keep(A, CHECK_INS, list)
    expect(await desk.read(B, CHECK_INS)).toBeUndefined()
    expect(await desk.read({ staffId: 'staff-a', centreId: 8 }, CHECK_INS)).toBeUndefined()
    expect(await desk.read(A, CHECK_INS)).toBeDefined()
  })

  it('shows no copy of an earlier centre day, and the next day clears it away', async () => {
    const { desk, store, setNow } = world(AT_23_50)
    await desk.keep(A, CHECK_INS, list)
    expect(await desk.read(A, CHECK_INS)).toBeDefined()
    setNow(NEXT_DAY_00_10)
    expect(await desk.read(A, CHECK_INS)).toBeUndefined()
    expect(await store.get('staff-a', 7, JSON.stringify(CHECK_INS))).toBeDefined()
    await desk.keepAccess(accessOf('staff-a'))
    expect(await store.get('staff-a', 7, JSON.stringify(CHECK_INS))).toBeUndefined()
  })

  it("signing out removes that staff member's copies and the access kept to start offline", async () => {
    const { desk, store } = world()
    await desk.keepAccess(accessOf('staff-a'))
    await desk.keep(A, CHECK_INS, list)
    await desk.keep(A, MEMBERSHIPS, { memberships: [] })
    await desk.forgetStaff('staff-a')
    expect(await desk.read(A, CHECK_INS)).toBeUndefined()
    expect(await desk.read(A, MEMBERSHIPS)).toBeUndefined()
    expect(await desk.readAccess()).toBeUndefined()
    expect(await store.holder()).toBeUndefined()
  })

  it('an answer or the access arriving after the sign-out (a late call) is not kept', async () => {
    const { desk } = world()
    await desk.keepAccess(accessOf('staff-a'))
    await desk.forgetStaff('staff-a')
    await desk.keepAccess(accessOf('staff-a'))
    await desk.keep(A, CHECK_INS, list)
    expect(await desk.readAccess()).toBeUndefined()
    expect(await desk.read(A, CHECK_INS)).toBeUndefined()
  })

  it('signing out when who is signed in is not known removes the copies of the staff member the device holds', async () => {
    const { desk } = world()
    await desk.keepAccess(accessOf('staff-a'))
    await desk.keep(A, CHECK_INS, list)
    await desk.forgetStaff(undefined)
    expect(await desk.read(A, CHECK_INS)).toBeUndefined()
    expect(await desk.readAccess()).toBeUndefined()
  })

  it("another staff member signing in on the device removes the first one's copies; the access read back is theirs", async () => {
    const { desk } = world()
    await desk.keepAccess(accessOf('staff-a'))
    await desk.keep(A, CHECK_INS, list)
    await desk.keepAccess(accessOf('staff-b'))
    expect(await desk.read(A, CHECK_INS)).toBeUndefined()
    expect((await desk.readAccess())?.userContext.id).toBe('staff-b')
  })

  it('starts offline at the centre chosen on this device (the first when none was chosen)', async () => {
    const { desk, chosen } = world()
    await desk.keepAccess(accessOf('staff-a'))
    expect((await desk.readAccess())?.selected?.id).toBe(7)
    chosen.set(SELECTED_CENTRE_KEY, String(other.centerServiceId))
    expect((await desk.readAccess())?.selected?.id).toBe(8)
  })

  it('an answer the browser cannot store is simply not kept', async () => {
    const { desk } = world()
    await expect(desk.keep(A, CHECK_INS, { ...list, notCloneable: () => 1 })).resolves.toBeUndefined()
    expect(await desk.read(A, CHECK_INS)).toBeUndefined()
  })
})
