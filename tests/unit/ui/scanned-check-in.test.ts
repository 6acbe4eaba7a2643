import fc from 'fast-check'
import * as TE from 'fp-ts/TaskEither'
import { NEVER } from 'rxjs'
import { describe, expect, it } from 'vitest'
import type { CheckIn } from '../../../core/check-in/check-in'
import type { CheckInRegistry } from '../../../core/check-in/check-in-registry.port'
import { type ClassifiedCheckIns, classifyCheckIns } from '../../../core/check-in/classify-check-ins.use-case'
import { epochMs } from '../../../core/shared/brands'
import { HOUR_MS, MINUTE_MS, VALIDATED_WINDOW_AFTER_MS, VALIDATED_WINDOW_BEFORE_MS } from '../../../core/shared/constants'
import { listSlides, withNewCheckIn } from '../../../ui/check-ins/scanned-check-in'

/*
 * A scan adds its check-in to the list on screen without asking for the list again. The oracle is
 * the list the server would answer at the scan's moment: the validated list of today's default
 * window is 'the last 90 minutes to 1 minute ahead' as of now, so after a scan it holds exactly
 * the check-ins that list would hold, the scanned one among them, checked in.
 */

// 10:00 on a centre day (Asia/Kolkata), in UTC.
const DAY_START = Date.UTC(2026, 10, 26, 4, 30)
const checkIn = (id: number, startTime: number): CheckIn => ({
  id: String(id),
  state: 'validated',
  startTime: epochMs(startTime),
  endTime: epochMs(startTime + 12 * HOUR_MS),
  firstName: `M${id}`,
  lastName: 'Member',
  userId: `u${id}`,
  checkInType: 'other',
  userCheckinCount: 40,
  flags: [],
  hasEditLeadModalConfig: false,
})

/** The list as the server answers it at `now` (the default window, by start time then id), through the core's use case. */
const listAt = async (rows: readonly CheckIn[], now: number): Promise<ClassifiedCheckIns> => {
  const inWindow = (q: { from: number; to: number }) =>
    rows.filter((c) => c.startTime >= q.from && c.startTime <= q.to).sort((a, b) => a.startTime - b.startTime || Number(a.id) - Number(b.id))
  const checkIns = { list: (q: { from: number; to: number }) => TE.right(inWindow(q)) } as unknown as CheckInRegistry
  const r = await classifyCheckIns({ checkIns, clock: { now: () => epochMs(now), timer: () => NEVER } })({ centerId: 1, kind: 'validated' })()
  if (r._tag === 'Left') throw new Error('no list')
  return r.right
}
const idsOf = (d: ClassifiedCheckIns) => d.sections.map((s) => [s.key, s.checkIns.map((c) => c.id)])

describe('a scanned check-in on the list on screen', () => {
  it('the default window moves on to the scan: the list holds what the server would answer then, with no refetch', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 0, max: 6 * 60 }), { maxLength: 60 }),
        fc.integer({ min: 120, max: 4 * 60 }),
        fc.integer({ min: 0, max: 3 * 60 }),
        async (minutes, loadedAt, after) => {
          const rows = minutes.map((m, i) => checkIn(i + 1, DAY_START + m * MINUTE_MS))
          const t0 = DAY_START + loadedAt * MINUTE_MS
          const t1 = t0 + after * MINUTE_MS
          const scanned = checkIn(1_000, t1)
          const shown = await listAt(rows.filter((c) => c.startTime <= t0), t0)
          const next = withNewCheckIn(shown, scanned, true)
          const server = await listAt([...rows.filter((c) => c.startTime <= t0), scanned], t1)
          expect(next).toBeDefined()
          if (next === undefined) return
          expect(next.window).toEqual({ from: Math.max(t0, t1) - VALIDATED_WINDOW_BEFORE_MS, to: Math.max(t0 + VALIDATED_WINDOW_AFTER_MS, t1 + VALIDATED_WINDOW_AFTER_MS) })
          expect(idsOf(next)).toEqual(idsOf(server))
          expect(next.total).toBe(server.total)
          expect(next.displayStates.get(scanned.id)).toBe('CHECKED_IN')
          expect(Object.values(next.countsByState).reduce((a, b) => a + b, 0)).toBe(next.total)
        },
      ),
    )
  })

  it('a picked window does not move: a check-in after it asks for the list again', async () => {
    const t0 = DAY_START + 2 * HOUR_MS
    const shown = await listAt([checkIn(1, t0 - 10 * MINUTE_MS)], t0)
    expect(withNewCheckIn(shown, checkIn(2, t0 + 5 * MINUTE_MS), false)).toBeUndefined()
    expect(withNewCheckIn(shown, checkIn(2, t0), false)?.total).toBe(2)
  })

  it('a check-in already on the list is not counted twice', async () => {
    const t0 = DAY_START + 2 * HOUR_MS
    const c = checkIn(1, t0 - MINUTE_MS)
    const shown = await listAt([c], t0)
    const next = withNewCheckIn(shown, c, true)
    expect(next?.total).toBe(1)
    expect(next?.countsByState.CHECKED_IN).toBe(1)
  })

  it('only today’s validated list on its default window slides', () => {
    expect(listSlides(['check-ins', 1, 'validated', '2026-11-26', null, null])).toBe(true)
    expect(listSlides(['check-ins', 1, 'validated', '2026-11-26', 1, 2])).toBe(false)
    expect(listSlides(['check-ins', 1, 'created', '2026-11-26', null, null])).toBe(false)
  })
})
