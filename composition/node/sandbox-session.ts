import { API_BASE, CSRF_HEADER, CSRF_VALUE } from '../../adapters/http/contract/wire'
import { PATHS_SANDBOX } from '../../adapters/http/contract/sandbox-paths'

/** Signs in to the sandbox as one of its staff personas and returns the session token. */
export const signInToSandbox = async (baseUrl: string, persona: string): Promise<string> => {
  const res = await fetch(`${baseUrl.replace(/\/$/, '')}${API_BASE}/${PATHS_SANDBOX.session}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [CSRF_HEADER]: CSRF_VALUE },
    body: JSON.stringify({ persona }),
  })
  const body = (await res.json().catch(() => ({}))) as { session?: string; message?: string }
  if (!res.ok || typeof body.session !== 'string') throw new Error(body.message ?? `the sandbox answered ${res.status}`)
  return body.session
}
