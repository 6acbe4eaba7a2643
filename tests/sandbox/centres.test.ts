import { describe, expect, it } from 'vitest'
import { CentreDetailsWire } from '../../adapters/http/contract/centre.codecs'
import { PATHS } from '../../adapters/http/contract/paths'
import { apiFetch, sandboxUrl, signIn } from '../support/sandbox-client'

describe('sandbox: centre details', () => {
  it('refuses a request without a session with 401', async () => {
    const r = await apiFetch(undefined, PATHS.centreDetails)
    expect(r.status).toBe(401)
  })

  it("answers a signed-in trainer with only the trainer's centres, in the shared shape", async () => {
    const r = await apiFetch(await signIn('trainer'), PATHS.centreDetails)
    expect(r.status).toBe(200)
    expect(CentreDetailsWire.is(r.body)).toBe(true)
    expect((r.body as CentreDetailsWire).centers.map((c) => c.name)).toEqual(['Koramangala Gym'])
  })

  it('sends security headers and no-store on API answers', async () => {
    const r = await apiFetch(await signIn('owner'), PATHS.centreDetails)
    const csp = r.headers.get('content-security-policy') ?? ''
    for (const d of ["script-src 'self'", "object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"]) expect(csp).toContain(d)
    expect(csp).not.toContain('unsafe-eval')
    expect(r.headers.get('x-content-type-options')).toBe('nosniff')
    expect(r.headers.get('referrer-policy')).toBeTruthy()
    expect(r.headers.get('cache-control')).toBe('no-store')
  })

  it('refuses a write without the CSRF header', async () => {
    const res = await fetch(`${sandboxUrl()}/api/sandbox/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ persona: 'owner' }),
    })
    expect(res.status).toBe(403)
  })

  it('refuses an unknown persona with 400', async () => {
    const r = await apiFetch(undefined, 'sandbox/session', { body: { persona: 'nobody' } })
    expect(r.status).toBe(400)
  })

  it('answers an unknown API path with 404 JSON, not the portal page', async () => {
    const r = await apiFetch(await signIn('owner'), 'v1/no/such/call')
    expect(r.status).toBe(404)
    expect(r.body).toMatchObject({ message: expect.stringContaining('No such API call') })
  })
})
