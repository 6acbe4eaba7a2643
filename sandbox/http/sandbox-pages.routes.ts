import { Hono } from 'hono'
import { TerminalOutcome } from '../../adapters/http/contract/payment.codecs'
import { SANDBOX_PAGES } from '../../adapters/http/contract/sandbox-paths'
import { formatDateTime } from '../../core/shared/display-format'
import type { Db } from '../db/database'
import { readOutbox } from '../selling/otp'
import { applyOutcome, setTerminalPolicy, terminalByTid, terminalsWire } from '../selling/terminal'

/**
 * Two sandbox pages outside the API: the card terminal (it stands for the physical machine at
 * the counter) and the SMS outbox (it stands for the customer's phone). They need no staff
 * session, as the real machine and phone need none; their forms are plain HTML (no scripts, CSP
 * script-src 'self') and are accepted only from this origin.
 */
export type SandboxPagesDeps = { readonly db: Db; readonly now: () => number }

const esc = (s: string): string =>
  s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch)

const sameOrigin = (origin: string | undefined, host: string | undefined): boolean => {
  if (origin === undefined) return true
  try {
    return new URL(origin).host === host
  } catch {
    return false
  }
}

const rupees = (paise: number): string => `₹${(paise / 100).toFixed(2)}`
const time = (ms: number): string => formatDateTime(ms)

const STYLE = `<style>
  body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f4f6fb;color:#1c2333}
  main{max-width:960px;margin:32px auto;padding:0 16px} h1{font-size:1.4rem} h2{font-size:1.1rem;margin:24px 0 8px}
  section{background:#fff;border:1px solid #d5dbe8;border-radius:10px;padding:12px 16px;margin:12px 0}
  table{border-collapse:collapse;width:100%} th,td{text-align:left;padding:6px 8px;border-bottom:1px solid #e6e9f2;vertical-align:top}
  button{margin:2px;padding:6px 10px;border:1px solid #3b5bdb;border-radius:6px;background:#fff;color:#1c2333;cursor:pointer;font:inherit}
  button:hover,button:focus-visible{background:#edf2ff;outline:2px solid #3b5bdb}
  .muted{color:#4a5468} form.inline{display:inline} label{margin-right:8px} .error{background:#ffe3e3;color:#a61e1e;padding:8px 12px;border-radius:8px}
</style>`

const page = (title: string, body: string, refreshSeconds?: number): string => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
${refreshSeconds === undefined ? '' : `<meta http-equiv="refresh" content="${refreshSeconds}">`}
<title>${esc(title)} · Centre operations sandbox</title>${STYLE}</head>
<body><main>${body}</main></body></html>`

const OUTCOME_LABELS: Record<TerminalOutcome, string> = {
  APPROVE: 'Approve',
  DECLINE: 'Decline',
  PENDING_THEN_APPROVE: 'Pending, then approve',
  UNDER_REVIEW: 'Under review',
  BUSY: 'Busy (refuse next payment)',
  ERR_ALFRED_PAYMENT_VALIDATION_FAILED: 'Fail: payment validation failed',
  ERR_ALFRED_FULFILMENT_FAILURE_FOR_ORDER_INITIATING_REFUND: 'Fail: fulfilment failure, refund',
  ERR_ALFRED_FULFILMENT_FULFILMENT_FAILURE_FOR_ORDER_INITIATING_REFUND: 'Fail: fulfilment failure, refund (variant code)',
  ERR_ALFRED_PAYMENT_VALIDATION_FULFILMENT_WINDOW_PASSED: 'Fail: fulfilment window passed',
}
const OUTCOMES = Object.keys(OUTCOME_LABELS) as TerminalOutcome[]

export const sandboxPagesRoutes = (d: SandboxPagesDeps): Hono => {
  const app = new Hono()

  // The sandbox's clock (SANDBOX_NOW sets it): tests and demos follow it instead of the machine's.
  app.get(SANDBOX_PAGES.clock, (c) => c.json({ now: d.now() }))

  app.get(SANDBOX_PAGES.terminal, (c) => {
    const terminals = terminalsWire(d.db, d.now())
    const sections = terminals
      .map((t) => {
        const payments =
          t.payments.length === 0
            ? '<p class="muted">No payment waiting on this terminal.</p>'
            : `<table><thead><tr><th>Payment</th><th>Amount</th><th>State</th><th>Since</th><th>Outcome</th></tr></thead><tbody>${t.payments
                .map(
                  (p) => `<tr><td>${esc(p.paymentId)}<br><span class="muted">order ${esc(p.orderId)}</span></td><td>${rupees(p.amount)}</td><td>${esc(p.state)}</td><td>${esc(time(p.createdAt))}</td><td>
<form method="post" action="${SANDBOX_PAGES.terminal}/payments/${encodeURIComponent(p.paymentId)}">${OUTCOMES.filter((o) => o !== 'BUSY')
                    .map((o) => `<button type="submit" name="outcome" value="${o}">${esc(OUTCOME_LABELS[o])}</button>`)
                    .join('')}</form></td></tr>`,
                )
                .join('')}</tbody></table>`
        const options = ['', ...OUTCOMES]
          .map((o) => `<option value="${o}"${(t.nextOutcome ?? '') === o ? ' selected' : ''}>${o === '' ? 'None (default policy)' : esc(OUTCOME_LABELS[o as TerminalOutcome])}</option>`)
          .join('')
        return `<section aria-labelledby="t-${esc(t.tid)}"><h2 id="t-${esc(t.tid)}">${esc(t.tid)} <span class="muted">centre ${t.centerId} · ${esc(t.machineType)}</span></h2>
<form method="post" action="${SANDBOX_PAGES.terminal}/terminals/${encodeURIComponent(t.tid)}">
<label>Approve waiting payments after (ms, empty = wait for a person) <input name="autoApproveMs" inputmode="numeric" value="${t.autoApproveMs ?? ''}" size="6"></label>
<label>Next payment <select name="nextOutcome">${options}</select></label><button type="submit">Save</button></form>
${payments}</section>`
      })
      .join('')
    return c.html(
      page(
        'Card terminal',
        `<h1>Card terminal (EDC) simulator</h1><p class="muted">Payments sent to a card machine wait here. Choose an outcome, or let the terminal's default policy approve them. This page refreshes every 5 seconds.</p>${sections}`,
        5,
      ),
    )
  })

  app.post(`${SANDBOX_PAGES.terminal}/payments/:paymentId`, async (c) => {
    if (!sameOrigin(c.req.header('origin'), c.req.header('host'))) return c.html(page('Card terminal', '<p class="error">Use the card terminal page.</p>'), 403)
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>)
    const outcome = TerminalOutcome.decode(form.outcome)
    if (outcome._tag === 'Left') return c.html(page('Card terminal', '<p class="error">Choose one of the outcomes.</p>'), 400)
    const result = applyOutcome(d.db, c.req.param('paymentId'), outcome.right, d.now())
    if (result === 'missing') return c.html(page('Card terminal', '<p class="error">No such payment.</p>'), 404)
    return c.redirect(SANDBOX_PAGES.terminal, 303)
  })

  app.post(`${SANDBOX_PAGES.terminal}/terminals/:tid`, async (c) => {
    if (!sameOrigin(c.req.header('origin'), c.req.header('host'))) return c.html(page('Card terminal', '<p class="error">Use the card terminal page.</p>'), 403)
    const tid = c.req.param('tid')
    if (terminalByTid(d.db, tid) === undefined) return c.html(page('Card terminal', '<p class="error">No such terminal.</p>'), 404)
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>)
    const autoText = typeof form.autoApproveMs === 'string' ? form.autoApproveMs.trim() : ''
    const next = typeof form.nextOutcome === 'string' ? form.nextOutcome : ''
    const outcome = next === '' ? null : TerminalOutcome.is(next) ? next : undefined
    if ((autoText !== '' && !/^\d{1,7}$/.test(autoText)) || outcome === undefined)
      return c.html(page('Card terminal', '<p class="error">The delay must be a whole number of milliseconds and the outcome one of the list.</p>'), 400)
    setTerminalPolicy(d.db, tid, { autoApproveMs: autoText === '' ? null : Number(autoText), nextOutcome: outcome })
    return c.redirect(SANDBOX_PAGES.terminal, 303)
  })

  app.get(SANDBOX_PAGES.outbox, (c) => {
    const messages = readOutbox(d.db, 100)
    const rows =
      messages.length === 0
        ? '<p class="muted">No messages yet.</p>'
        : `<table><thead><tr><th>When</th><th>To</th><th>Kind</th><th>Message</th></tr></thead><tbody>${messages
            .map((m) => `<tr><td>${esc(time(m.createdAt))}</td><td>+91 ${esc(m.phone)}</td><td>${esc(m.kind)}</td><td>${esc(m.body)}</td></tr>`)
            .join('')}</tbody></table>`
    c.header('Cache-Control', 'no-store')
    return c.html(page('SMS outbox', `<h1>SMS outbox</h1><p class="muted">OTPs and payment-link messages land here instead of being sent. Newest first; refreshes every 5 seconds.</p>${rows}`, 5))
  })

  return app
}
