import qrcode from 'qrcode-generator'
import { Hono } from 'hono'
import { SANDBOX_PAGES } from '../../adapters/http/contract/sandbox-paths'
import { nextWindowStart } from '../../core/check-in/member-pass.rule'
import { MEMBER_PASS_TITLE, memberPassChangesIn } from '../../core/shared/messages'
import type { Db } from '../db/database'
import { issuePassCode } from '../store/member-pass-store'
import { customerById } from '../store/profile-store'

/**
 * The member pass page: it stands for the member's phone app (like the card terminal and SMS
 * outbox pages stand for their devices), so it needs no staff session. It shows the member's QR
 * code, signed by the server for the current 60-second window with a fresh nonce, and reloads
 * itself when the next window begins (a meta refresh: the page runs no script). The code is also
 * on the page as text and in `data-pass-code`, as a phone app would let a member read it out.
 */
export type MemberPassPageDeps = { readonly db: Db; readonly now: () => number }

const esc = (s: string): string =>
  s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch)

const STYLE = `<style>
  body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f4f6fb;color:#1c2333}
  main{max-width:420px;margin:24px auto;padding:0 16px;text-align:center} h1{font-size:1.4rem}
  figure{background:#fff;border:1px solid #d5dbe8;border-radius:12px;padding:16px;margin:16px 0}
  figure svg{width:100%;max-width:320px;height:auto} code{font-size:.75rem;word-break:break-all;color:#4a5468}
  .muted{color:#4a5468} .error{background:#ffe3e3;color:#a61e1e;padding:8px 12px;border-radius:8px}
</style>`

const page = (title: string, body: string, refreshSeconds?: number): string => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
${refreshSeconds === undefined ? '' : `<meta http-equiv="refresh" content="${refreshSeconds}">`}
<title>${esc(title)} · Centre operations sandbox</title>${STYLE}</head>
<body><main>${body}</main></body></html>`

/** The QR code of a text as an SVG (qrcode-generator, error correction M, 4-module quiet zone). */
export const qrSvg = (text: string, label: string): string => {
  const qr = qrcode(0, 'M')
  qr.addData(text, 'Byte')
  qr.make()
  return qr.createSvgTag({ cellSize: 8, margin: 32, scalable: true }).replace('<svg ', `<svg role="img" aria-label="${esc(label)}" `)
}

export const memberPassPageRoutes = (d: MemberPassPageDeps): Hono => {
  const app = new Hono()
  app.get(SANDBOX_PAGES.memberPass, (c) => {
    c.header('Cache-Control', 'no-store')
    const userId = (c.req.query('userId') ?? '').trim()
    const member = /^\d{1,20}$/.test(userId) ? customerById(d.db, userId) : undefined
    if (member === undefined) return c.html(page(MEMBER_PASS_TITLE, '<h1>Member pass</h1><p class="error">No member has this user id.</p>'), 404)
    const t = d.now()
    const code = issuePassCode(d.db, member.id, t)
    const seconds = Math.max(1, Math.ceil((nextWindowStart(t) - t) / 1000))
    return c.html(
      page(
        MEMBER_PASS_TITLE,
        `<h1>${esc(MEMBER_PASS_TITLE)}</h1><p>${esc(member.first_name)}</p>
<figure id="pass" data-pass-code="${esc(code)}">${qrSvg(code, `${MEMBER_PASS_TITLE} QR code`)}<figcaption><code>${esc(code)}</code></figcaption></figure>
<p class="muted">Show this code at the desk. ${esc(memberPassChangesIn(seconds))}</p>`,
        seconds,
      ),
    )
  })
  return app
}
