import { describe, expect, it } from 'vitest'
import { EMPLOYEE_PATHS } from '../../../adapters/http/contract/employee.codecs'
import { PATHS } from '../../../adapters/http/contract/paths'
import { API_BASE, CSRF_HEADER, CSRF_VALUE, SESSION_COOKIE } from '../../../adapters/http/contract/wire'
import { nameRefusal } from '../../../core/customer/person-name.rule'
import * as M from '../../../core/shared/messages'
import { openDatabase } from '../../../sandbox/db/database'
import { createSandboxApp } from '../../../sandbox/http/app'
import { openSession, personaByName } from '../../../sandbox/http/sessions'
import { reseed } from '../../../sandbox/seed/seed'

const NOW = Date.UTC(2026, 10, 26, 6, 0)

const sandbox = () => {
  const db = openDatabase(':memory:')
  reseed(db, NOW)
  const app = createSandboxApp({ db, now: () => NOW })
  const staff = personaByName(db, 'owner')
  if (staff === undefined) throw new Error('no owner persona')
  const cookie = `${SESSION_COOKIE}=${openSession(db, staff.id, NOW)}`
  const post = async (path: string, body: unknown) => {
    const res = await app.request(`${API_BASE}/${path}`, { method: 'POST', headers: { cookie, [CSRF_HEADER]: CSRF_VALUE, 'content-type': 'application/json' }, body: JSON.stringify(body) })
    return { status: res.status, body: (await res.json()) as { message?: string; errors?: Record<string, string> } }
  }
  const count = (table: string) => db.prepare(`SELECT COUNT(*) FROM ${table}`).pluck().get() as number
  return { post, count }
}

describe('a person’s name never starts like a spreadsheet formula', () => {
  it('refuses =, + and @ at the start of a name (after spaces), and lets other names through', () => {
    for (const n of ['=HYPERLINK("http://evil.example","x")', '+SUM(1)', '@cmd', '  =1+1', '\t=1']) expect(nameRefusal(n)).toBe(M.NAME_STARTS_LIKE_FORMULA)
    for (const n of ['Asha', 'D’Souza', 'Ravi = Kumar', 'Anne-Marie', '']) expect(nameRefusal(n)).toBeUndefined()
  })

  it('the sandbox refuses a new member named like a formula (400) and writes no customer', async () => {
    const sb = sandbox()
    const before = sb.count('customers')
    const r = await sb.post(PATHS.createUser, { phone: '9811100001', firstName: '=HYPERLINK("http://evil.example","Click")', lastName: 'X' })
    expect(r).toEqual({ status: 400, body: { message: M.NAME_STARTS_LIKE_FORMULA } })
    expect(sb.count('customers')).toBe(before)
    expect((await sb.post(PATHS.createUser, { phone: '9811100001', firstName: 'Asha', lastName: '@home' })).status).toBe(400)
    expect((await sb.post(PATHS.createUser, { phone: '9811100001', firstName: 'Asha', lastName: 'Rao' })).status).toBe(201)
  })

  it('the sandbox refuses a new employee named like a formula, naming the field', async () => {
    const sb = sandbox()
    const r = await sb.post(EMPLOYEE_PATHS.createEmployee, { name: '+cmd', email: 'new.person@centres.example', phone: '9811100002', primaryRole: 'FMS_MC', centerServiceId: 1001 })
    expect(r.status).toBe(400)
    expect(r.body.errors?.name).toBe(M.NAME_STARTS_LIKE_FORMULA)
  })
})
