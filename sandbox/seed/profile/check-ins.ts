import type { CheckInStateWire, CheckInTypeWire } from '../../../adapters/http/contract/check-in.codecs'
import { HOUR_MS, MINUTE_MS } from '../../../core/shared/constants'
import type { StoredCheckIn } from '../../store/profile-store'
import { withUserDetails } from '../../store/profile-store'
import { pick } from '../random'
import { MAIN_GYM_TRAINERS } from './agents'
import { CROWD, crowdId, DEMO } from './customers'
import type { ProfileSeed } from './seed-context'

/** The main gym's day of check-ins is spread over its opening hours, on the centre's clock. */
export const MAIN_GYM_OPENS_HOUR = 5
export const MAIN_GYM_CLOSES_HOUR = 22
/** Number of check-ins seeded for today at the main gym: the list query's page size. */
export const MAIN_GYM_CHECK_INS_TODAY = 10_000
export const MAIN_GYM_ID = 1
/** Passcode of demo customer 8000000007's booking today at the main gym. */
export const DEMO_PASSCODE = '246810'

/** A full day of check-ins at the main gym, the demo customers' history, yesterday's missed bookings and upcoming bookings. */
export const seedCheckIns = ({ db, now, today, rnd, at }: ProfileSeed): void => {
  const insCheckIn = db.prepare('INSERT INTO check_ins (id, centre_id, user_id, start_time, state, pass_code, data, full) VALUES (?, ?, ?, ?, ?, ?, ?, ?)')
  const names = new Map<string, { first: string; last: string }>()
  for (const d of Object.values(DEMO)) names.set(d.id, { first: d.first, last: d.last })
  const crowdNames = db.prepare('SELECT id, first_name, last_name FROM customers WHERE CAST(id AS INTEGER) >= 300001').all() as {
    id: string
    first_name: string
    last_name: string
  }[]
  for (const r of crowdNames) names.set(r.id, { first: r.first_name, last: r.last_name })
  let checkInId = 1
  const addCheckIn = (c: Omit<StoredCheckIn, 'id'>, passCode: string | null): number => {
    const id = checkInId++
    const n = names.get(c.userId) ?? { first: '', last: '' }
    const data = JSON.stringify({ id, ...c })
    insCheckIn.run(id, c.centerId, c.userId, c.startTime, c.state, passCode, data, withUserDetails(data, n.first, n.last))
    return id
  }
  const TYPES: readonly CheckInTypeWire[] = ['trial', 'complimentary', 'other']
  // Of the slots already started: three in five checked in, one missed (still 'created'), one cancelled.
  const STATE_PATTERN: readonly CheckInStateWire[] = ['validated', 'created', 'validated', 'cancelled', 'validated']
  const GUIDANCE = ['GUIDED', 'NOT_GUIDED', 'DELAY_GUIDED']
  // The centre's opening hours (start times 05:00 to 21:59), with states that fit the time of
  // seeding: a slot that starts later than `now` is a booking (or cancelled), never a check-in that
  // has not happened yet. RECENT_COUNT slots fall in the last 90 minutes, so the validated list's
  // default window always has members in it right after seeding, whatever the time of day (a
  // sandbox seeded at night shows late arrivals: the dashboard's 'Other hours' counts them).
  const daySpan = (MAIN_GYM_CLOSES_HOUR - MAIN_GYM_OPENS_HOUR) * HOUR_MS
  const RECENT = 90
  const RECENT_COUNT = 150
  // The first check-in of the day belongs to the passcode demo customer (a booking to validate).
  const dayStartAt = today + MAIN_GYM_OPENS_HOUR * HOUR_MS
  for (let i = 0; i < MAIN_GYM_CHECK_INS_TODAY; i++) {
    const isDemo = i === 0
    const userId = isDemo ? DEMO.passcode.id : crowdId(i % CROWD)
    const checkInType = isDemo ? 'other' : (TYPES[i % 3] as CheckInTypeWire)
    const pattern = STATE_PATTERN[Math.floor(i / 3) % STATE_PATTERN.length] as CheckInStateWire
    const countSlot = Math.floor(i / 9) % 11
    const withTrainer = !isDemo && Math.floor(i / 99) % 2 === 1
    const trainer = withTrainer ? MAIN_GYM_TRAINERS[i % MAIN_GYM_TRAINERS.length] : undefined
    const spreadStart = dayStartAt + Math.floor((((i * 7919) % MAIN_GYM_CHECK_INS_TODAY) * daySpan) / MAIN_GYM_CHECK_INS_TODAY / MINUTE_MS) * MINUTE_MS
    // The last RECENT_COUNT positions of the day's spread (a pseudo-random mix of types, trainers,
    // counts and flags) are recent arrivals instead, so every section has members just after
    // seeding, even a minute after midnight.
    const spreadPos = (i * 7919) % MAIN_GYM_CHECK_INS_TODAY
    const isRecent = !isDemo && spreadPos >= MAIN_GYM_CHECK_INS_TODAY - RECENT_COUNT
    const recentStart = Math.max(today, Math.floor(now / MINUTE_MS) * MINUTE_MS - (spreadPos % RECENT) * MINUTE_MS - MINUTE_MS)
    // The passcode demo's booking starts half an hour after seeding (the day's last minute at the
    // latest), so the profile offers its passcode check-in whatever the hour (it was 8 PM: from
    // 9:30 PM on, the booking had passed and the button was gone).
    const demoStart = Math.max(today, Math.min(Math.floor(now / MINUTE_MS) * MINUTE_MS + 30 * MINUTE_MS, today + 24 * HOUR_MS - MINUTE_MS))
    const startTime = isDemo ? demoStart : isRecent ? recentStart : spreadStart
    const state: CheckInStateWire = isDemo ? 'created' : pattern === 'validated' && startTime > now ? 'created' : pattern
    const endTime = startTime + (60 + 30 * (i % 3)) * MINUTE_MS
    const flags: string[] = []
    if (!isDemo && rnd() < 0.05) flags.push('UP_FOR_RENEWAL_FLAG')
    const editLead = !isDemo && rnd() < 0.1
    if (editLead) flags.push('EDIT_LEAD')
    const validatedAt = state === 'validated' ? startTime + 2 * MINUTE_MS : null
    addCheckIn(
      {
        centerId: MAIN_GYM_ID,
        state,
        startTime,
        endTime,
        userId,
        checkInType,
        flags,
        validatedAt,
        checkInTime: validatedAt,
        checkOutTime: state === 'validated' && endTime < now ? endTime : null,
        ...(countSlot === 0 || isDemo ? {} : { userCheckinCount: countSlot }),
        trainerId: trainer?.identityId ?? null,
        trainerName: trainer?.name ?? null,
        checkInGuidance: trainer === undefined ? null : { status: GUIDANCE[i % 3] as string },
        lead: editLead ? { leadType: pick(rnd, ['HOT', 'WARM', 'COLD']) } : null,
        modalConfigPayload: editLead ? { EDIT_LEAD: { userId, centerId: MAIN_GYM_ID } } : null,
      },
      state === 'created' ? (isDemo ? DEMO_PASSCODE : String(100000 + Math.floor(rnd() * 900000))) : null,
    )
  }
  // History on earlier days (past check-ins and the profile's last check-ins and bookings).
  const history = [DEMO.activeUnder30, DEMO.activeOver30, DEMO.activePt, DEMO.v2, DEMO.expired, DEMO.bca, DEMO.trialLeft]
  history.forEach((d, k) => {
    for (let day = 1; day <= 8; day++) {
      const start = at(-day * (k + 1), 6 + ((day + k) % 12))
      const trialOnly = d === DEMO.trialLeft
      if (trialOnly && day > 1) break
      addCheckIn(
        {
          centerId: d === DEMO.v2 ? 2 : MAIN_GYM_ID,
          state: day === 3 ? 'cancelled' : 'validated',
          startTime: start,
          endTime: start + HOUR_MS,
          userId: d.id,
          checkInType: trialOnly ? 'trial' : 'other',
          flags: [],
          validatedAt: start + MINUTE_MS,
          checkInTime: start + MINUTE_MS,
          checkOutTime: start + HOUR_MS,
          userCheckinCount: 20 + day,
          trainerId: day % 2 === 0 ? 'staff-trainer' : null,
          trainerName: day % 2 === 0 ? 'Rahul Nair' : null,
          checkInGuidance: day % 2 === 0 ? { status: 'GUIDED' } : null,
          lead: null,
          modalConfigPayload: null,
        },
        null,
      )
    }
  })
  // Yesterday evening's bookings at the main gym that nobody came to (missed): the booking list
  // has missed members to show even in the first hours of a day, before any of today's slots ends.
  for (let k = 0; k < 12; k++) {
    const start = at(-1, 17 + (k % 6), (k * 10) % 60)
    addCheckIn(
      {
        centerId: MAIN_GYM_ID,
        state: 'created',
        startTime: start,
        endTime: start + HOUR_MS,
        userId: crowdId(CROWD - 1 - k),
        checkInType: TYPES[k % 3] as CheckInTypeWire,
        flags: [],
        validatedAt: null,
        checkInTime: null,
        checkOutTime: null,
        userCheckinCount: 10 + k,
        trainerId: null,
        trainerName: null,
        checkInGuidance: null,
        lead: null,
        modalConfigPayload: null,
      },
      String(246800 + k),
    )
  }
  // Upcoming bookings (created) of two demo customers, at another centre so centre 1 keeps exactly 10,000 today.
  for (const d of [DEMO.activeOver30, DEMO.activePt]) {
    const start = at(1, 8)
    addCheckIn(
      { centerId: 7, state: 'created', startTime: start, endTime: start + HOUR_MS, userId: d.id, checkInType: 'other', flags: [], userCheckinCount: 30 },
      '135790',
    )
  }
}
