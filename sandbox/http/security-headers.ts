import type { MiddlewareHandler } from 'hono'
import { SCORE_PAGE_PATH } from '../../adapters/http/contract/performance-paths'

export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  // styled-components writes its rules into <style> elements at run time.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "font-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
].join('; ')

/** Security headers on every response; no-store on everything under /api (it carries customer data). */
export const securityHeaders: MiddlewareHandler = async (c, next) => {
  await next()
  // ---- performance and training ---- the CM Score page is embedded by the portal itself (same origin only).
  const framedBySelf = c.req.path === SCORE_PAGE_PATH
  c.header('Content-Security-Policy', framedBySelf ? CONTENT_SECURITY_POLICY.replace("frame-ancestors 'none'", "frame-ancestors 'self'") : CONTENT_SECURITY_POLICY)
  c.header('X-Content-Type-Options', 'nosniff')
  c.header('Referrer-Policy', 'same-origin')
  c.header('X-Frame-Options', framedBySelf ? 'SAMEORIGIN' : 'DENY')
  c.header('Cross-Origin-Opener-Policy', 'same-origin')
  if (c.req.path.startsWith('/api/') || c.req.path === '/api') c.header('Cache-Control', 'no-store')
}
