import type { MiddlewareHandler } from 'hono'
import { getCookie } from 'hono/cookie'
import { CSRF_HEADER, CSRF_VALUE, SESSION_COOKIE } from '../../adapters/http/contract/wire'
import type { Db } from '../db/database'
import type { ApiEnv } from './api-env'
import { staffForSession } from './sessions'

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/**
 * State-changing requests must carry the custom header (CSRF defence). The body's type, size and
 * shape are checked once, by the route helper (route.ts, request-limits.ts).
 */
export const requireCsrfHeader: MiddlewareHandler = async (c, next) => {
  if (!WRITE_METHODS.has(c.req.method)) return next()
  if (c.req.header(CSRF_HEADER) !== CSRF_VALUE) return c.json({ message: 'This request is missing the portal request header.' }, 403)
  return next()
}

/** Every API call needs a signed-in staff member. */
export const requireSession =
  (db: Db, now: () => number): MiddlewareHandler<ApiEnv> =>
  async (c, next) => {
    const staff = staffForSession(db, getCookie(c, SESSION_COOKIE), now())
    if (staff === undefined) return c.json({ message: 'Please sign in.' }, 401)
    c.set('staff', staff)
    return next()
  }

export type AccessLevel = 'VIEW' | 'EDIT'

