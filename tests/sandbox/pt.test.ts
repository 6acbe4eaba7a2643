import { seededSandboxAs } from '../support/seeded-sandbox'
import { describe, expect, it } from 'vitest'
import { PATHS } from '../../adapters/http/contract/paths'
import { PtPacksWire, PtSessionResultWire, PtSessionsWire, PtSlotsWire } from '../../adapters/http/contract/pt.codecs'
import { DAY_MS, HOUR_MS, PT_SERVICE, TENANT } from '../../core/shared/constants'
import * as M from '../../core/shared/messages'
import { centreDayStart, DEMO } from '../../sandbox/seed/profile'
import { anonymous, decoded, failsWith, pathWith, signIn } from '../support/sandbox-http'

const P = DEMO.activePt.id
const sessionsQuery = (extra: Record<string, string | number> = {}) => ({ userId: P, tenant: TENANT, service: PT_SERVICE, page: 0, size: 30, ...extra })
// Four days ahead keeps clear of the seeded sessions; 10:00 and 11:00 centre time.
const day = centreDayStart(Date.now()) + 4 * DAY_MS

describe('sandbox: PT packs and sessions', () => {
  it('lists PT packs and play PT packs', async () => {
    const coach = await signIn('play-coach')
    const gym = await decoded(await coach.get(PATHS.ptPacks, { userId: P }), 200, PtPacksWire)
    expect(gym.ptPacks[0]).toMatchObject({ productType: 'GYM_PT_PRODUCT', trainerDetails: { name: 'Rahul Nair' } })
    const play = await decoded(await coach.get(PATHS.playPtPacks, { userId: DEMO.playParent.id }), 200, PtPacksWire)
    expect(play.ptPacks[0]?.productType).toBe('PLAY_PT_PRODUCT')
    const trial = await decoded(await coach.get(PATHS.ptPacks, { userId: DEMO.v2.id }), 200, PtPacksWire)
    expect(trial.ptPacks[0]?.productType).toBe('GYM_PT_PPC_PRODUCT')
    await failsWith(await coach.get(PATHS.ptPacks, { userId: 'nobody' }), 404)
    await failsWith(await (await signIn('no-permissions')).get(PATHS.ptPacks, { userId: P }), 403)
    await failsWith(await anonymous().get(PATHS.ptPacks, { userId: P }), 401)
  })

  it('pages sessions newest first (page 0, size 30) with every status', async () => {
    const trainer = await signIn('trainer')
    const page = await decoded(await trainer.get(PATHS.ptSessions, sessionsQuery()), 200, PtSessionsWire)
    expect(page.sessions).toHaveLength(30)
    expect(page.totalElements).toBeGreaterThan(30)
    const starts = page.sessions.map((s) => s.startTime)
    expect([...starts].sort((a, b) => b - a)).toEqual(starts)
    expect(new Set(page.sessions.map((s) => s.status))).toEqual(new Set(['BOOKED', 'ATTENDED', 'NO_SHOW', 'CANCELLED']))
    const noShows = await decoded(await trainer.get(PATHS.ptSessions, sessionsQuery({ statuses: 'NO_SHOW' })), 200, PtSessionsWire)
    expect(noShows.sessions.map((s) => [s.metadata.paid, s.metadata.doesNoShowCancellationPolicyV1Apply])).toEqual(
      expect.arrayContaining([[true, true], [false, true], [true, false]]),
    )
    await failsWith(await trainer.get(PATHS.ptSessions, sessionsQuery({ service: 'YOGA' })), 400, M.PT_SERVICE_ONLY)
    await failsWith(await trainer.get(PATHS.ptSessions, sessionsQuery({ size: 0 })), 400)
  })

  it('books a free slot, refuses a taken or blocked one, reschedules and cancels within the window', async () => {
    const cm = await signIn('centre-manager')
    const packTickets = async () => (await decoded(await cm.get(PATHS.ptPacks, { userId: P }), 200, PtPacksWire)).ptPacks[0]?.benefits[0]?.ticketsUsed ?? -1
    const before = await packTickets()
    const book = { centerId: 1, startTime: day + 10 * HOUR_MS, endTime: day + 11 * HOUR_MS, identityId: 'staff-trainer', service: PT_SERVICE, userId: P, source: 'PORTAL', sessionBookingSource: 'CENTER' }
    await failsWith(await (await signIn('trainer')).post(PATHS.ptSessions, book), 403)
    await failsWith(await cm.post(PATHS.ptSessions, { ...book, identityId: 'agent-103' }), 400, M.TRAINER_NOT_PT)
    await failsWith(await cm.post(PATHS.ptSessions, { ...book, startTime: day + 13 * HOUR_MS, endTime: day + 14 * HOUR_MS }), 409, M.SLOT_NOT_AVAILABLE)
    await failsWith(await cm.post(PATHS.ptSessions, { ...book, userId: DEMO.none.id }), 409, M.NO_PT_SESSIONS_LEFT)
    const booked = await decoded(await cm.post(PATHS.ptSessions, book), 201, PtSessionResultWire)
    expect(booked).toMatchObject({ message: M.SESSION_BOOKED, session: { status: 'BOOKED', identityId: 'staff-trainer' } })
    expect(await packTickets()).toBe(before + 1)
    await failsWith(await cm.post(PATHS.ptSessions, book), 409, M.SLOT_NOT_AVAILABLE)

    const slots = await decoded(await cm.get(PATHS.ptSlots, { centerId: 1, identityId: 'staff-trainer', startTime: day, endTime: day + DAY_MS, service: PT_SERVICE }), 200, PtSlotsWire)
    expect(slots.slots.find((s) => s.startTime === book.startTime)?.status).toBe('BOOKED')
    expect(slots.slots.find((s) => s.startTime === day + 13 * HOUR_MS)?.status).toBe('BLOCKED')
    expect(slots.slots.find((s) => s.startTime === day + 11 * HOUR_MS)?.status).toBe('AVAILABLE')

    await failsWith(await cm.post(PATHS.ptReschedule, { oldSessionId: booked.session.id }), 400, M.TIME_SLOT_REQUIRED)
    const moved = await decoded(await cm.post(PATHS.ptReschedule, { oldSessionId: booked.session.id, startTime: day + 11 * HOUR_MS, endTime: day + 12 * HOUR_MS }), 201, PtSessionResultWire)
    expect(moved).toMatchObject({ message: M.SESSION_RESCHEDULED, session: { status: 'BOOKED', startTime: day + 11 * HOUR_MS } })
    await failsWith(await cm.post(PATHS.ptReschedule, { oldSessionId: booked.session.id, startTime: day + 15 * HOUR_MS, endTime: day + 16 * HOUR_MS }), 409, M.SESSION_NOT_CHANGEABLE)
    const cancelled = await decoded(await cm.post(pathWith(PATHS.ptCancel, { sessionId: moved.session.id }), {}), 200, PtSessionResultWire)
    expect(cancelled).toMatchObject({ message: M.SESSION_CANCELLED, session: { status: 'CANCELLED' } })
    expect(await packTickets()).toBe(before)
    await failsWith(await cm.post(pathWith(PATHS.ptCancel, { sessionId: moved.session.id }), {}), 409, M.SESSION_NOT_CHANGEABLE)
    await failsWith(await cm.post(pathWith(PATHS.ptCancel, { sessionId: 999999 }), {}), 404)
  })

  it('starts a session that has begun (needs PT_MEMBERSHIP_UPDATE edit), not one in the future', async () => {
    const cm = await signIn('centre-manager')
    const page = await decoded(await cm.get(PATHS.ptSessions, sessionsQuery({ statuses: 'BOOKED' })), 200, PtSessionsWire)
    const now = Date.now()
    const ongoing = page.sessions.find((s) => s.startTime <= now && now < s.endTime)
    const future = page.sessions.find((s) => s.startTime > now)
    expect(ongoing).toBeDefined()
    await failsWith(await cm.post(pathWith(PATHS.ptStart, { sessionId: future?.id ?? -1 }), {}), 409, M.SESSION_NOT_STARTABLE)
    await failsWith(await (await signIn('front-desk')).post(pathWith(PATHS.ptStart, { sessionId: ongoing?.id ?? -1 }), {}), 403)
    const started = await decoded(await cm.post(pathWith(PATHS.ptStart, { sessionId: ongoing?.id ?? -1 }), {}), 200, PtSessionResultWire)
    expect(started).toMatchObject({ message: M.SESSION_STARTED, session: { status: 'ATTENDED' } })
    await failsWith(await cm.post(pathWith(PATHS.ptStart, { sessionId: ongoing?.id ?? -1 }), {}), 409, M.SESSION_NOT_STARTABLE)
  })

  it('answers trainer slots only for a PT trainer and a sane window', async () => {
    const trainer = await signIn('trainer')
    const q = { centerId: 1, identityId: 'staff-trainer', startTime: day, endTime: day + DAY_MS, service: PT_SERVICE }
    const s = await decoded(await trainer.get(PATHS.ptSlots, q), 200, PtSlotsWire)
    expect(s.slots).toHaveLength(16)
    await failsWith(await trainer.get(PATHS.ptSlots, { ...q, identityId: 'agent-103' }), 404, M.TRAINER_NOT_FOUND)
    await failsWith(await trainer.get(PATHS.ptSlots, { ...q, endTime: day + 5 * DAY_MS }), 400)
    await failsWith(await trainer.get(PATHS.ptSlots, { ...q, startTime: 'soon' }), 400)
  })
})

describe('sandbox: a PT pack reads one count', () => {
  it("every seeded PT pack that names a session count names the count it holds ('n sessions' and 'used / n')", async () => {
    // A sandbox of its own, as seeded: the shared one's packs are edited by other suites.
    const sandbox = seededSandboxAs('centre-manager', Date.now())
    const packs = (
      await Promise.all([DEMO.activePt.id, DEMO.editable.id, DEMO.v2.id].map(async (userId) => PtPacksWire.decode(await sandbox.get(PATHS.ptPacks, { userId }))))
    ).flatMap((d) => (d._tag === 'Right' ? d.right.ptPacks : []))
    sandbox.db.close()
    const counted = packs.filter((p) => /\d+ sessions/.test(p.name))
    expect(counted.length).toBeGreaterThan(1)
    for (const p of counted) expect(p.name).toContain(`${p.benefits[0]?.maxTickets} sessions`)
  })
})
