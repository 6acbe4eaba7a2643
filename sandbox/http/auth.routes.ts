import { Hono } from 'hono'
import { setCookie } from 'hono/cookie'
import { SESSION_COOKIE, SESSION_HINT_COOKIE } from '../../adapters/http/contract/wire'
import { RETURN_PATH_PARAM, safeReturnPath } from '../../core/access/return-path.rule'
import type { Db } from '../db/database'
import type { Persona } from '../seed/personas'
import { listPersonas, openSession, personaByName } from './sessions'

export type AuthDeps = { readonly db: Db; readonly now: () => number }

const escapeHtml = (s: string): string =>
  s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch)

const signInPage = (personas: readonly Persona[], error?: string, next?: string): string => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in · Centre operations sandbox</title>
<style>
  body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f4f6fb;color:#1c2333}
  main{max-width:640px;margin:48px auto;padding:0 16px}
  h1{font-size:1.5rem;margin:0 0 4px} p{color:#4a5468;margin:0 0 24px}
  ul{list-style:none;padding:0;margin:0;display:grid;gap:10px}
  button{width:100%;text-align:left;padding:14px 16px;border:1px solid #d5dbe8;border-radius:10px;background:#fff;cursor:pointer;font:inherit}
  button:hover,button:focus-visible{border-color:#3b5bdb;outline:2px solid #3b5bdb;outline-offset:1px}
  strong{display:block} span{color:#4a5468;font-size:.9rem}
  .error{background:#ffe3e3;color:#a61e1e;padding:10px 14px;border-radius:8px}
</style></head>
<body><main>
<h1>Sign in to the centre operations sandbox</h1>
<p>Choose a staff persona. Each has its own role, permissions and centres.</p>
${error === undefined ? '' : `<p class="error" role="alert">${escapeHtml(error)}</p>`}
<form method="post" action="/sign-in">${next === undefined ? '' : `<input type="hidden" name="${RETURN_PATH_PARAM}" value="${escapeHtml(next)}">`}<ul>
${personas
  .map(
    (p) =>
      `<li><button type="submit" name="persona" value="${escapeHtml(p.persona)}"><strong>${escapeHtml(p.name)} · ${escapeHtml(p.persona)}</strong><span>${escapeHtml(p.title)}</span></button></li>`,
  )
  .join('\n')}
</ul></form>
</main></body></html>`

const sameOrigin = (origin: string | undefined, host: string | undefined): boolean => {
  if (origin === undefined || origin === 'null') return origin === undefined
  try {
    return new URL(origin).host === host
  } catch {
    return false
  }
}

export const authRoutes = (d: AuthDeps): Hono => {
  const app = new Hono()
  const cookieOptions = (secure: boolean) => ({ httpOnly: true, sameSite: 'Strict' as const, path: '/', secure })

  // '?next=/checkin' (a same-origin path only) is where the staff member returns after signing in.
  app.get('/sign-in', (c) => c.html(signInPage(listPersonas(d.db), undefined, safeReturnPath(c.req.query(RETURN_PATH_PARAM)))))

  app.post('/sign-in', async (c) => {
    if (!sameOrigin(c.req.header('origin'), new URL(c.req.url).host)) return c.html(signInPage(listPersonas(d.db), 'Sign-in must come from this page.'), 403)
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>)
    const name = typeof form.persona === 'string' ? form.persona : ''
    const next = safeReturnPath(form[RETURN_PATH_PARAM])
    const persona = personaByName(d.db, name)
    if (persona === undefined) return c.html(signInPage(listPersonas(d.db), 'Choose one of the personas below.', next), 400)
    const token = openSession(d.db, persona.id, d.now())
    const secure = new URL(c.req.url).protocol === 'https:'
    setCookie(c, SESSION_COOKIE, token, cookieOptions(secure))
    // A readable hint (no secret) that a session exists: the portal skips its API calls without one.
    setCookie(c, SESSION_HINT_COOKIE, '1', { ...cookieOptions(secure), httpOnly: false })
    return c.redirect(next ?? '/', 303)
  })

  // Sign-out is POST /api/v1/logout (access.routes.ts, which also clears the sign-in hint);
  // GET /logout is the portal's own page, which calls it.

  return app
}
