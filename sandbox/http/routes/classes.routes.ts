import type { Hono } from 'hono'
import { CLASS_PATHS, ClassDaysQueryWire, ClassIdParams, type GroupClassDetailAnswer, type GroupClassWire, MarkClassAttendanceBody } from '../../../adapters/http/contract/classes.codecs'
import { classAttendanceRefusal } from '../../../core/classes/class-attendance.rule'
import {
  PLAY_DESK_PATHS,
  PlayAttendanceRequest,
  PlayDeskBookingsQuery,
  type PlayDeskBookingWire,
} from '../../../adapters/http/contract/play-desk.codecs'
import { checkClassDays } from '../../../core/classes/class-days.rule'
import { isCalendarDay } from '../../../core/dashboard/dashboard-range.rule'
import { addDays, endOfCentreDay, startOfCentreDay } from '../../../core/shared/centre-day'
import { centreDayOf } from '../../../core/shared/centre-day-of'
import { epochMs } from '../../../core/shared/brands'
import {
  CENTRE_NOT_FOUND,
  CLASS_ALREADY_ATTENDED,
  CLASS_MEMBER_NOT_BOOKED,
  CLASS_NOT_FOUND,
  PLAY_ALREADY_PRESENT,
  PLAY_ATTENDANCE_TODAY_ONLY,
  PLAY_BOOKING_NOT_FOUND,
  PLAY_DAY_OUT_OF_RANGE,
  PLAY_NOT_A_PLAY_CENTRE,
  PLAY_WAITLIST_NOT_MARKED,
} from '../../../core/shared/messages'
import type { Db } from '../../db/database'
import { centreById, centreByServiceId } from '../../store/profile-store'
import type { ApiEnv } from '../api-env'
import { centreScopes } from '../centre-scope'
import { routeTable } from '../route'
import { fieldOf } from '../../audit/audit-log'

/** Play bookings are listed from 90 days back to 30 days ahead (centre days). */
const PLAY_DAYS_BACK = 90
const PLAY_DAYS_AHEAD = 30

type ClassRow = { id: string; centre_id: number; name: string; workout: string; trainer_name: string; start_at: number; end_at: number; capacity: number; booked: number; waitlisted: number }

const CLASS_SELECT = `SELECT g.*, 
  (SELECT COUNT(*) FROM class_bookings b WHERE b.class_id = g.id AND b.status = 'CONFIRMED') AS booked,
  (SELECT COUNT(*) FROM class_bookings b WHERE b.class_id = g.id AND b.status = 'WAITLIST') AS waitlisted
  FROM group_classes g`

const classWire = (r: ClassRow): GroupClassWire => ({
  id: r.id,
  centerId: r.centre_id,
  name: r.name,
  workout: r.workout,
  trainerName: r.trainer_name,
  startTime: r.start_at,
  endTime: r.end_at,
  capacity: r.capacity,
  booked: r.booked,
  waitlisted: r.waitlisted,
})

type ClassBookingRow = { user_id: string; member_name: string; status: 'CONFIRMED' | 'WAITLIST'; position: number | null; attended_at: number | null }

export const classDetailAnswer = (db: Db, classId: string): GroupClassDetailAnswer | undefined => {
  const row = db.prepare(`${CLASS_SELECT} WHERE g.id = ?`).get(classId) as ClassRow | undefined
  if (row === undefined) return undefined
  const bookings = db
    .prepare(
      `SELECT b.user_id, TRIM(COALESCE(c.first_name, '') || ' ' || COALESCE(c.last_name, '')) AS member_name, b.status, b.position, b.attended_at
       FROM class_bookings b LEFT JOIN customers c ON c.id = b.user_id WHERE b.class_id = ?
       ORDER BY CASE b.status WHEN 'CONFIRMED' THEN 0 ELSE 1 END, CASE b.status WHEN 'CONFIRMED' THEN member_name ELSE '' END, b.position`,
    )
    .all(classId) as ClassBookingRow[]
  return {
    ...classWire(row),
    bookings: bookings.map((b) => ({
      userId: b.user_id,
      memberName: b.member_name === '' ? b.user_id : b.member_name,
      status: b.status,
      waitlistPosition: b.status === 'WAITLIST' ? b.position : null,
      attended: b.attended_at !== null,
    })),
  }
}

type PlayRow = { id: string; user_id: string; member_name: string; sport_name: string | null; sport_id: number; start_at: number; end_at: number; status: 'CONFIRMED' | 'WAITLIST'; level: 'JUNIOR' | 'SENIOR'; attended_at: number | null }

// A booking for a child user names the child who plays; otherwise the account holder.
const PLAY_SELECT = `SELECT p.id, p.user_id, COALESCE(
    (SELECT TRIM(COALESCE(json_extract(k.data, '$.firstName'), '') || ' ' || COALESCE(json_extract(k.data, '$.lastName'), '')) FROM child_users k WHERE k.id = p.child_id),
    TRIM(COALESCE(c.first_name, '') || ' ' || COALESCE(c.last_name, ''))) AS member_name,
  (SELECT json_extract(r.data, '$.name') FROM sale_reference r WHERE r.kind = 'SPORT' AND r.centre_id = p.centre_id AND r.id = CAST(p.sport_id AS TEXT)) AS sport_name,
  p.sport_id, p.start_at, p.end_at, p.status, p.level, p.attended_at
  FROM play_bookings p LEFT JOIN customers c ON c.id = p.user_id`

const playWire = (r: PlayRow): PlayDeskBookingWire => ({
  bookingId: r.id,
  userId: r.user_id,
  memberName: r.member_name === '' ? r.user_id : r.member_name,
  sportName: r.sport_name ?? `Sport ${r.sport_id}`,
  startTime: r.start_at,
  endTime: r.end_at,
  status: r.status,
  level: r.level,
  attendedAt: r.attended_at,
})

/**
 * Group classes (/classes, /classDetail/:id, /class/schedule) and the play desk's bookings and
 * attendance (/play-bookings, /play-attendance, /playAttendedBookings). Every figure is
 * read with SQL from the tables on each call; the screens' gates apply on the server (screen).
 */
export const classesRoutes = ({ db, now }: { readonly db: Db; readonly now: () => number }): Hono<ApiEnv> => {
  const api = routeTable(db)
  const S = centreScopes(db)
  const classCentre = (id: string): number | undefined => db.prepare('SELECT centre_id FROM group_classes WHERE id = ?').pluck().get(id) as number | undefined
  const bookingCentre = (id: string): number | undefined => db.prepare('SELECT centre_id FROM play_bookings WHERE id = ?').pluck().get(id) as number | undefined

  const between = (centreId: number, from: string, to: string): GroupClassWire[] =>
    (db.prepare(`${CLASS_SELECT} WHERE g.centre_id = ? AND g.start_at BETWEEN ? AND ? ORDER BY g.start_at, g.id`).all(centreId, startOfCentreDay(from), endOfCentreDay(to)) as ClassRow[]).map(classWire)

  api.get(
    CLASS_PATHS.schedule,
    { permission: ['PARTNER_CLASS_SCHEDULE', 'VIEW'], query: ClassDaysQueryWire, centre: 'centerId (query)', scope: (i) => S.at([S.ofCentreId(i.query.centerId)]), screen: '/class/schedule' },
    (c, i) => {
      const centre = centreById(db, Number(i.query.centerId))
      if (centre === undefined) return c.json({ message: CENTRE_NOT_FOUND }, 404)
      const checked = checkClassDays({ centreId: centre.wire.id, from: i.query.startDate, to: i.query.endDate })
      if (checked._tag === 'Left') return c.json({ message: checked.left }, 400)
      return c.json({ classes: between(centre.wire.id, i.query.startDate, i.query.endDate) })
    },
  )

  api.get(
    CLASS_PATHS.classes,
    { permission: ['GROUP_CLASS', 'VIEW'], query: ClassDaysQueryWire, centre: 'centerId (query)', scope: (i) => S.at([S.ofCentreId(i.query.centerId)]), screen: '/classes' },
    (c, i) => {
      const centre = centreById(db, Number(i.query.centerId))
      if (centre === undefined) return c.json({ message: CENTRE_NOT_FOUND }, 404)
      const checked = checkClassDays({ centreId: centre.wire.id, from: i.query.startDate, to: i.query.endDate })
      if (checked._tag === 'Left') return c.json({ message: checked.left }, 400)
      return c.json({ classes: between(centre.wire.id, i.query.startDate, i.query.endDate) })
    },
  )

  api.get(
    CLASS_PATHS.detail,
    { permission: ['GROUP_CLASS', 'VIEW'], params: ClassIdParams, centre: 'the class’s centre (:classId)', scope: (i) => S.at([S.ofCentreId(classCentre(i.params.classId))]), screen: '/classDetail/:id' },
    (c, i) => {
      const answer = classDetailAnswer(db, i.params.classId)
      return answer === undefined ? c.json({ message: CLASS_NOT_FOUND }, 404) : c.json(answer)
    },
  )

  api.post(
    CLASS_PATHS.attendance,
    {
      audit: { action: 'MARK_CLASS_ATTENDANCE', subject: 'MEMBER', id: (i) => i.body.userId },
      permission: ['GROUP_CLASS', 'EDIT'],
      params: ClassIdParams,
      body: MarkClassAttendanceBody,
      centre: 'the class’s centre (:classId)',
      scope: (i) => S.at([S.ofCentreId(classCentre(i.params.classId))]),
      screen: '/classDetail/:id',
    },
    (c, i) => {
      const detail = classDetailAnswer(db, i.params.classId)
      if (detail === undefined) return c.json({ message: CLASS_NOT_FOUND }, 404)
      const booking = detail.bookings.find((b) => b.userId === i.body.userId)
      const t = now()
      const refusal = classAttendanceRefusal({ startTime: epochMs(detail.startTime) }, booking, epochMs(t))
      if (refusal !== undefined || booking === undefined) {
        const status = refusal === CLASS_MEMBER_NOT_BOOKED ? 404 : refusal === CLASS_ALREADY_ATTENDED ? 409 : 400
        return c.json({ message: refusal ?? CLASS_MEMBER_NOT_BOOKED }, status)
      }
      const changed = db.prepare("UPDATE class_bookings SET attended_at = ? WHERE class_id = ? AND user_id = ? AND status = 'CONFIRMED' AND attended_at IS NULL").run(t, i.params.classId, i.body.userId)
      if (changed.changes === 0) return c.json({ message: CLASS_ALREADY_ATTENDED }, 409)
      return c.json({ ...booking, attended: true })
    },
  )

  const playCentre = (centerServiceId: number) => {
    const centre = centreByServiceId(db, centerServiceId)
    return centre === undefined || centre.wire.type !== 'PLAY' ? undefined : centre
  }

  api.get(
    PLAY_DESK_PATHS.bookings,
    {
      permission: ['PLAY_PARTNER_SESSION', 'VIEW'],
      query: PlayDeskBookingsQuery,
      centre: 'centerServiceId (query)',
      scope: (i) => S.at([S.ofServiceId(i.query.centerServiceId)]),
      screen: '/play-bookings',
    },
    (c, i) => {
      const centre = playCentre(Number(i.query.centerServiceId))
      if (centre === undefined) return c.json({ message: PLAY_NOT_A_PLAY_CENTRE }, 404)
      const today = centreDayOf(epochMs(now()))
      const day = i.query.day
      if (!isCalendarDay(day) || day < addDays(today, -PLAY_DAYS_BACK) || day > addDays(today, PLAY_DAYS_AHEAD)) return c.json({ message: PLAY_DAY_OUT_OF_RANGE }, 400)
      const rows = db
        .prepare(`${PLAY_SELECT} WHERE p.centre_id = ? AND p.start_at BETWEEN ? AND ? ORDER BY p.start_at, p.id`)
        .all(centre.wire.id, startOfCentreDay(day), endOfCentreDay(day)) as PlayRow[]
      return c.json({ bookings: rows.map(playWire) })
    },
  )

  api.post(
    PLAY_DESK_PATHS.attendance,
    {
      audit: { action: 'MARK_PLAY_ATTENDANCE', subject: 'MEMBER', id: (_i, a) => fieldOf(a, 'userId') ?? fieldOf(a, 'booking', 'userId') },
      permission: ['PLAY_PARTNER_SESSION', 'EDIT'],
      body: PlayAttendanceRequest,
      centre: 'centerServiceId (body) and the booking’s centre (bookingId)',
      scope: (i) => S.at([S.ofServiceId(i.body.centerServiceId), S.ofCentreId(bookingCentre(i.body.bookingId))]),
      screen: '/play-attendance',
    },
    (c, i) => {
      const centre = playCentre(i.body.centerServiceId)
      if (centre === undefined) return c.json({ message: PLAY_NOT_A_PLAY_CENTRE }, 404)
      const find = () => db.prepare(`${PLAY_SELECT} WHERE p.id = ? AND p.centre_id = ?`).get(i.body.bookingId, centre.wire.id) as PlayRow | undefined
      const row = find()
      if (row === undefined) return c.json({ message: PLAY_BOOKING_NOT_FOUND }, 404)
      if (row.status !== 'CONFIRMED') return c.json({ message: PLAY_WAITLIST_NOT_MARKED }, 400)
      if (row.attended_at !== null) return c.json({ message: PLAY_ALREADY_PRESENT }, 409)
      const t = now()
      if (centreDayOf(epochMs(row.start_at)) !== centreDayOf(epochMs(t))) return c.json({ message: PLAY_ATTENDANCE_TODAY_ONLY }, 400)
      const changed = db.prepare('UPDATE play_bookings SET attended_at = ?, attended_by = ? WHERE id = ? AND attended_at IS NULL').run(t, i.staff.id, row.id)
      if (changed.changes === 0) return c.json({ message: PLAY_ALREADY_PRESENT }, 409)
      const marked = find()
      return marked === undefined ? c.json({ message: PLAY_BOOKING_NOT_FOUND }, 404) : c.json(playWire(marked))
    },
  )

  return api.app
}
