import { describe, expect, inject, it } from 'vitest'
import { PATHS, pathWith } from '../../adapters/http/contract/paths'
import { PATHS_SANDBOX } from '../../adapters/http/contract/sandbox-paths'
import { API_BASE, CSRF_HEADER, CSRF_VALUE } from '../../adapters/http/contract/wire'
import * as M from '../../core/shared/messages'
import { routeTableRoutes } from '../support/api-routes'
import { signIn } from '../support/sandbox-http'
import { CHECK_IN_ALERT_PATHS } from '../../adapters/http/contract/check-in-alerts-paths'

/*
 * A self check-in kiosk session may make the kiosk's calls and the shell's reads of the caller,
 * nothing else: every other route of the route table (read from the table, so a new route is
 * covered at once) answers it 403 before reading the request.
 */

const KIOSK_CALLS = new Set([`POST ${CHECK_IN_ALERT_PATHS.kioskOtp}`, `POST ${CHECK_IN_ALERT_PATHS.kioskCheckIn}`, `GET ${PATHS.centreDetails}`, `GET ${PATHS.permission}`, `GET ${PATHS.featureList}`, `POST ${PATHS.signOut}`])

const concrete = (path: string): string => pathWith(path, Object.fromEntries([...path.matchAll(/:(\w+)/g)].map((m) => [m[1] ?? '', '1'])))

const kioskCookie = async (): Promise<string> => {
  const r = await fetch(`${inject('sandboxUrl')}${API_BASE}/${PATHS_SANDBOX.session}`, {
    method: 'POST',
    headers: { [CSRF_HEADER]: CSRF_VALUE, 'content-type': 'application/json' },
    body: JSON.stringify({ persona: 'kiosk' }),
  })
  return (r.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
}

describe('sandbox: a kiosk session', () => {
  const routes = routeTableRoutes()

  it('is allowed exactly the kiosk’s calls and the shell’s reads, as the route table marks them', () => {
    expect(new Set(routes.filter((r) => r.kiosk === true).map((r) => `${r.method} ${r.path}`))).toEqual(KIOSK_CALLS)
  })

  it('is refused every other call of the route table with 403, whatever it sends', async () => {
    const cookie = await kioskCookie()
    const others = routes.filter((r) => r.kiosk !== true && r.permission !== 'none (signs in)')
    expect(others.length).toBeGreaterThan(100)
    const answers = await Promise.all(
      others.map(async (r) => {
        const res = await fetch(`${inject('sandboxUrl')}${API_BASE}/${concrete(r.path)}`, {
          method: r.method,
          headers: { cookie, ...(r.method === 'GET' ? {} : { [CSRF_HEADER]: CSRF_VALUE, 'content-type': 'application/json' }) },
          ...(r.method === 'GET' ? {} : { body: '{}' }),
        })
        const body = (await res.json()) as { message?: string }
        return { call: `${r.method} ${r.path}`, status: res.status, message: body.message }
      }),
    )
    expect(answers.filter((a) => a.status !== 403 || a.message !== M.KIOSK_SESSION_REFUSED)).toEqual([])
  })

  it('reads who it is and its centre, as the shell needs', async () => {
    const kiosk = await signIn('kiosk')
    expect((await kiosk.get(PATHS.centreDetails)).status).toBe(200)
    expect((await kiosk.get(PATHS.permission)).status).toBe(200)
  })
})
