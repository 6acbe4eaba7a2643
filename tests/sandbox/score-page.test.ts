import { describe, expect, it } from 'vitest'
import { PERFORMANCE_PATHS } from '../../adapters/http/contract/performance-paths'
import { apiFetch, sandboxUrl, signIn } from '../support/sandbox-client'

describe('sandbox: the CM Score page behind v1/metabase/iframeUrl', () => {
  it('serves the signed page to be framed by the portal alone, and refuses a changed link', async () => {
    const r = await apiFetch(await signIn('internal-cm'), `${PERFORMANCE_PATHS.scoreIframeUrl}?centerId=3`)
    expect(r.status).toBe(200)
    const { iframeUrl } = r.body as { iframeUrl: string }
    const page = await fetch(`${sandboxUrl()}${iframeUrl}`)
    expect(page.status).toBe(200)
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'self'")
    expect(page.headers.get('x-frame-options')).toBe('SAMEORIGIN')
    expect(await page.text()).toContain('CM Score: Farah Khan')
    const changed = await fetch(`${sandboxUrl()}${iframeUrl.replace('centre=3', 'centre=6')}`)
    expect(changed.status).toBe(403)
  })

  it('signs no URL for staff without a CLT employee id', async () => {
    const r = await apiFetch(await signIn('owner'), `${PERFORMANCE_PATHS.scoreIframeUrl}?centerId=3`)
    expect(r.status).toBe(403)
  })
})
