import { expect } from 'vitest'
import { API_BASE, SESSION_COOKIE } from '../../adapters/http/contract/wire'
import { openDatabase } from '../../sandbox/db/database'
import { createSandboxApp } from '../../sandbox/http/app'
import { openSession, personaByName } from '../../sandbox/http/sessions'
import { reseed } from '../../sandbox/seed/seed'

/**
 * A sandbox in memory, seeded as of `now` and answering as of `now`, with a session of one of the
 * seed's personas: what a journey would find at that instant, asked without a server or a browser.
 */
export const seededSandboxAs = (persona: string, now: number) => {
  const db = openDatabase(':memory:')
  reseed(db, now)
  const app = createSandboxApp({ db, now: () => now })
  const who = personaByName(db, persona)
  if (who === undefined) throw new Error(`no ${persona} persona`)
  const cookie = `${SESSION_COOKIE}=${openSession(db, who.id, now)}`
  /** GET an API path with a query; expects a 200 and answers its JSON. */
  const get = async <T>(path: string, q: Record<string, string>): Promise<T> => {
    const res = await app.request(`${API_BASE}/${path}?${new URLSearchParams(q)}`, { headers: { cookie } })
    expect(res.status).toBe(200)
    return (await res.json()) as T
  }
  return { db, app, cookie, get }
}
