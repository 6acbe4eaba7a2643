import { describe, expect, it } from 'vitest'
import { EMPLOYEE_PATHS } from '../../../adapters/http/contract/employee.codecs'
import { API_BASE, CSRF_HEADER, CSRF_VALUE, SESSION_COOKIE } from '../../../adapters/http/contract/wire'
import { epochMs } from '../../../core/shared/brands'
import { centreDayOf } from '../../../core/shared/centre-day-of'
import * as M from '../../../core/shared/messages'
import { openDatabase } from '../../../sandbox/db/database'
import { createSandboxApp } from '../../../sandbox/http/app'
import { openSession, personaByName } from '../../../sandbox/http/sessions'
import { reseed } from '../../../sandbox/seed/seed'

const NOW = Date.UTC(2026, 10, 26, 12, 0) // 5:30 pm at the centre: the morning shifts have ended
const DAY = centreDayOf(epochMs(NOW))

describe('sandbox: manual attendance with the reason Others', () => {
  it('needs what happened (1 to 1,000 characters), keeps it with the mark and shows it with the reason', async () => {
    const db = openDatabase(':memory:')
    reseed(db, NOW)
    const app = createSandboxApp({ db, now: () => NOW })
    const staff = personaByName(db, 'centre-manager')
    if (staff === undefined) throw new Error('no persona')
    const cookie = `${SESSION_COOKIE}=${openSession(db, staff.id, NOW)}`
    const get = async () => {
      const res = await app.request(`${API_BASE}/${EMPLOYEE_PATHS.attendance}?${new URLSearchParams({ centerServiceId: '1001', day: DAY })}`, { headers: { cookie } })
      return ((await res.json()) as { rows: { agentId: string; status: string; manual: { reason: string } | null }[] }).rows
    }
    const mark = async (body: unknown) => {
      const res = await app.request(`${API_BASE}/${EMPLOYEE_PATHS.manualAttendance}`, { method: 'POST', headers: { cookie, [CSRF_HEADER]: CSRF_VALUE, 'content-type': 'application/json' }, body: JSON.stringify(body) })
      return { status: res.status, body: (await res.json()) as { message?: string; manual?: { reason: string } } }
    }
    const row = (await get()).find((r) => r.status === 'ABSENT' || r.status === 'NOT_MARKED')
    if (row === undefined) throw new Error('no unmarked shift at the gym')
    const base = { agentId: row.agentId, centerServiceId: 1001, day: DAY, reason: 'Others' }
    expect(await mark(base)).toMatchObject({ status: 400, body: { message: M.ATTENDANCE_OTHER_REQUIRED } })
    expect(await mark({ ...base, note: '   ' })).toMatchObject({ status: 400, body: { message: M.ATTENDANCE_OTHER_REQUIRED } })
    expect((await mark({ ...base, note: 'x'.repeat(1001) })).status).toBe(400) // the server keeps at most 1,000 characters
    expect(db.prepare('SELECT COUNT(*) FROM attendance_marks WHERE reason IS NOT NULL').pluck().get()).toBe(0)
    const ok = await mark({ ...base, note: '  Power cut at the gate  ' })
    expect(ok.status).toBe(201)
    expect(ok.body.manual?.reason).toBe('Others: Power cut at the gate')
    expect((await get()).find((r) => r.agentId === row.agentId)?.manual?.reason).toBe('Others: Power cut at the gate')
  })
})
