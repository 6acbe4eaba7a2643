/** Paths only the sandbox offers (sign-in for scripts); a real backend has its own sign-in. */
export const PATHS_SANDBOX = {
  session: 'sandbox/session',

  // ---- Card terminal simulator and SMS outbox (JSON, under API_BASE, session + CSRF) ----
  terminals: 'sandbox/terminals',
  /** POST `${terminals}/{tid}/policy`. */
  terminalPolicySuffix: 'policy',
  /** POST `${terminalPayments}/{paymentId}/outcome`. */
  terminalPayments: 'sandbox/terminal-payments',
  outbox: 'sandbox/outbox',
} as const

/** Pages outside API_BASE: they stand for the physical card machine and the customer's phone. */
export const SANDBOX_PAGES = {
  terminal: '/sandbox/terminal',
  outbox: '/sandbox/outbox',
  /** GET: `{ now }`, the sandbox's clock in epoch ms (set with SANDBOX_NOW; tests follow it). */
  clock: '/sandbox/clock',
  /** GET `?userId=`: the member's pass (stands for the member's phone app): a signed QR code that changes every minute. */
  memberPass: '/sandbox/member-pass',
} as const

export const terminalPolicyPath = (tid: string): string =>
  `${PATHS_SANDBOX.terminals}/${encodeURIComponent(tid)}/${PATHS_SANDBOX.terminalPolicySuffix}`

export const terminalPaymentOutcomePath = (paymentId: string): string =>
  `${PATHS_SANDBOX.terminalPayments}/${encodeURIComponent(paymentId)}/outcome`
