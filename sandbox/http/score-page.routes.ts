import { Hono } from 'hono'
import { SCORE_PAGE_PATH } from '../../adapters/http/contract/performance-paths'
import { SCORE_LINK_EXPIRED } from '../../core/shared/messages'
import type { Db } from '../db/database'
import { cmScore } from '../performance/cm-score'
import { verifyScoreUrl } from '../performance/score-url'
import { centreById } from '../store/profile-store'

const DAY = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' })
/** '26 Nov 2026' for a centre day (a calendar date, read in UTC). */
const dayWords = (day: string): string => DAY.format(Date.parse(`${day}T00:00:00Z`))

const esc = (s: string): string => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)

const page = (title: string, body: string): string => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${esc(title)}</title>
<style>
body{font:15px/1.45 system-ui,sans-serif;margin:0;padding:12px 14px;color:#1f2933;background:#fff}
h1{font-size:18px;margin:0 0 4px}p{margin:0 0 12px;color:#52606d}
.score{font-size:44px;font-weight:700;color:#1e4fa3;margin:8px 0}
table{border-collapse:collapse;width:100%;font-size:14px}th,td{text-align:left;padding:6px 8px;border-bottom:1px solid #d9e2ec;vertical-align:top}
thead th{color:#52606d}
.wide{overflow-x:auto}.wide:focus-visible{outline:3px solid #4c6ef5;outline-offset:2px}
</style></head><body>${body}</body></html>`

/**
 * The embedded CM Score page (it stands for the operator's embedded dashboard): outside the API, no
 * staff session (an iframe's signed URL is its own credential), answered only for a valid, unexpired
 * signature (sandbox/performance/score-url.ts). The security headers let only the portal's own
 * origin frame it.
 */
export const scorePageRoutes = (d: { readonly db: Db; readonly now: () => number }): Hono => {
  const app = new Hono()
  app.get(SCORE_PAGE_PATH, (c) => {
    const signed = verifyScoreUrl(c.req.query(), d.now())
    if (signed === undefined) return c.html(page('CM Score', `<h1>CM Score</h1><p role="alert">${esc(SCORE_LINK_EXPIRED)}</p>`), 403)
    const centre = centreById(d.db, signed.centreId)
    const staff = d.db.prepare('SELECT data FROM staff WHERE id = ?').pluck().get(signed.staffId) as string | undefined
    if (centre === undefined || staff === undefined) return c.html(page('CM Score', `<h1>CM Score</h1><p role="alert">${esc(SCORE_LINK_EXPIRED)}</p>`), 404)
    const name = (JSON.parse(staff) as { name: string }).name
    const s = cmScore(d.db, centre.wire.id, d.now())
    const rows = s.parts
      .map((p) => `<tr><th scope="row">${esc(p.name)}</th><td>${esc(p.value)}</td><td>${esc(p.aim)}</td><td>${p.reached === undefined ? 'Not scored' : `${Math.round(p.reached * p.weight)} of ${p.weight}`}</td></tr>`)
      .join('')
    const body = `<h1>CM Score: ${esc(name)}, ${esc(centre.wire.name)}</h1>
<p>${esc(dayWords(s.from))} to ${esc(dayWords(s.to))}</p>
<div class="score" data-testid="cm-score">${s.score === undefined ? 'No score yet' : `${s.score} / 100`}</div>
<div class="wide" tabindex="0" role="region" aria-label="Score parts"><table><thead><tr><th scope="col">Part</th><th scope="col">Value</th><th scope="col">Aim</th><th scope="col">Points</th></tr></thead><tbody>${rows}</tbody></table></div>`
    return c.html(page(`CM Score: ${name}`, body))
  })
  return app
}
