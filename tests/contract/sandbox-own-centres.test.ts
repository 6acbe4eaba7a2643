import { PATHS, pathWith } from '../../adapters/http/contract/paths'
import { PATHS_SANDBOX } from '../../adapters/http/contract/sandbox-paths'
import { API_BASE, CSRF_HEADER, CSRF_VALUE, SESSION_COOKIE } from '../../adapters/http/contract/wire'
import { personaByName } from '../../sandbox/http/sessions'
import { CENTRE_NOT_YOURS } from '../../sandbox/selling/messages'
import { mountedApiRoutes } from '../support/api-routes'
import { signIn, startOwnSandbox, type OwnSandbox, type StaffClient } from '../support/selling-sandbox'

/** Staff may act only at their own centres: any call naming another centre answers 403. */
let sandbox: OwnSandbox
let cm: StaffClient
let cookie: string
beforeAll(async () => {
  sandbox = await startOwnSandbox(Date.now())
  cm = await signIn(sandbox.url, 'centre-manager')
  const r = await fetch(`${sandbox.url}${API_BASE}/${PATHS_SANDBOX.session}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [CSRF_HEADER]: CSRF_VALUE },
    body: JSON.stringify({ persona: 'centre-manager' }),
  })
  cookie = `${SESSION_COOKIE}=${((await r.json()) as { session: string }).session}`
})
afterAll(() => sandbox.close())

const routes = mountedApiRoutes().filter((r) => r.path !== PATHS_SANDBOX.session)

describe('centre guard', () => {
  it('the centre manager of Koramangala, HSR and Whitefield does not have Indiranagar (2, service 1002)', () => {
    const cmCentres = personaByName(sandbox.db, 'centre-manager')?.centres ?? []
    expect(cmCentres).not.toContain(2)
    expect(cmCentres).toContain(1)
  })

  it.each(routes.map((r) => [`${r.method} ${r.path}`, r] as const))('%s answers 403 for a centre that is not the persona’s', async (_name, r) => {
    const path = pathWith(r.path, new Proxy({}, { get: () => '1' }) as Record<string, string>)
    const write = r.method !== 'GET'
    const init: RequestInit = {
      method: r.method,
      headers: { cookie, ...(write ? { [CSRF_HEADER]: CSRF_VALUE, 'content-type': 'application/json' } : {}) },
      ...(write ? { body: JSON.stringify({ centerId: 2, centerServiceId: 1002, clientMetadata: { centerId: 2, centerServiceCenterId: 1002 } }) } : {}),
    }
    const byId = await fetch(`${sandbox.url}${API_BASE}/${path}?centerId=2`, init)
    expect(byId.status).toBe(403)
    expect(((await byId.json()) as { message: string }).message).toBe(CENTRE_NOT_YOURS)
    const byService = await fetch(`${sandbox.url}${API_BASE}/${path}?centerServiceId=1002`, { ...init, ...(write ? { body: JSON.stringify({ option: { centerServiceId: 1002 } }) } : {}) })
    expect(byService.status).toBe(403)
  })

  it('lets the same calls through at the persona’s own centres', async () => {
    expect((await cm.get(PATHS.packs, { centerId: 1 })).status).toBe(200)
    expect((await cm.get(PATHS.packs, { centerId: 3 })).status).toBe(200)
    expect((await cm.get(PATHS.packs, { centerId: 2 })).status).toBe(403)
    expect((await cm.get(PATHS.bootcampSlots, { centerServiceId: 1005 })).status).toBe(403)
    // An unknown centre is the route's business: 404, not 403.
    expect((await cm.get(PATHS.packs, { centerId: 99 })).status).toBe(404)
  })
})
