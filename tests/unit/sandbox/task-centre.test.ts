import { describe, expect, it } from 'vitest'
import { PATHS, pathWith } from '../../../adapters/http/contract/paths'
import { API_BASE, CSRF_HEADER, CSRF_VALUE, SESSION_COOKIE } from '../../../adapters/http/contract/wire'
import * as M from '../../../core/shared/messages'
import { openDatabase } from '../../../sandbox/db/database'
import { createSandboxApp } from '../../../sandbox/http/app'
import { openSession, personaByName } from '../../../sandbox/http/sessions'
import { CENTRE_NOT_YOURS } from '../../../sandbox/selling/messages'
import { reseed } from '../../../sandbox/seed/seed'

const NOW = Date.UTC(2026, 10, 26, 6, 0)

const sandbox = () => {
  const db = openDatabase(':memory:')
  reseed(db, NOW)
  const app = createSandboxApp({ db, now: () => NOW })
  const as = (persona: string) => {
    const staff = personaByName(db, persona)
    if (staff === undefined) throw new Error(`no ${persona} persona`)
    const cookie = `${SESSION_COOKIE}=${openSession(db, staff.id, NOW)}`
    return async (path: string, body: unknown) => {
      const res = await app.request(`${API_BASE}/${path}`, { method: 'POST', headers: { cookie, [CSRF_HEADER]: CSRF_VALUE, 'content-type': 'application/json' }, body: JSON.stringify(body) })
      return { status: res.status, body: (await res.json()) as { message?: string } }
    }
  }
  const taskData = (uuid: string) => db.prepare('SELECT data FROM crm_tasks WHERE uuid = ?').pluck().get(uuid) as string
  const calls = () => db.prepare('SELECT COUNT(*) FROM calls').pluck().get() as number
  return { as, taskData, calls }
}

const resolution = { status: 'PACK_PURCHASED', remark: 'Bought BLACK' }

describe('sandbox: a CRM task is its centre’s', () => {
  it('refuses to resolve a task at a centre that is not the staff member’s (403), writing nothing', async () => {
    const sb = sandbox()
    // The centre manager has centres 1, 3 and 4; crm-6-01 is Bellandur Hybrid's (centre 6).
    const before = sb.taskData('crm-6-01')
    expect(await sb.as('centre-manager')(pathWith(PATHS.resolveTask, { taskUuid: 'crm-6-01' }), resolution)).toEqual({ status: 403, body: { message: CENTRE_NOT_YOURS } })
    expect(sb.taskData('crm-6-01')).toBe(before)
  })

  it('refuses to call for a task at another centre (403), placing no call', async () => {
    const sb = sandbox()
    const task = JSON.parse(sb.taskData('crm-6-01')) as { userId: string }
    const before = sb.calls()
    expect((await sb.as('centre-manager')(PATHS.taskCall, { taskId: 'crm-6-01', userId: task.userId })).status).toBe(403)
    expect(sb.calls()).toBe(before)
  })

  it('answers 404 for a task that does not exist, and lets the staff of the task’s centre resolve it', async () => {
    const sb = sandbox()
    const post = sb.as('internal-cm') // centres 3 and 6
    expect(await post(pathWith(PATHS.resolveTask, { taskUuid: 'crm-9-99' }), resolution)).toEqual({ status: 404, body: { message: M.TASK_NOT_FOUND } })
    const own = await post(pathWith(PATHS.resolveTask, { taskUuid: 'crm-6-01' }), resolution)
    expect(own.status === 200 || own.status === 409, JSON.stringify(own.body)).toBe(true)
    // The owner (every centre) reaches a task of any centre.
    const owner = await sb.as('owner')(pathWith(PATHS.resolveTask, { taskUuid: 'crm-3-01' }), resolution)
    expect(owner.status, JSON.stringify(owner.body)).not.toBe(403)
  })
})
