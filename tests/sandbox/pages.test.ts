import { DEMO } from '../../sandbox/seed/profile'
import { inject } from 'vitest'
import { GatewayOrderAnswer, TerminalsAnswer } from '../../adapters/http/contract/payment.codecs'
import { PATHS } from '../../adapters/http/contract/paths'
import { PATHS_SANDBOX, SANDBOX_PAGES } from '../../adapters/http/contract/sandbox-paths'
import { startOfCentreDayOf } from '../../core/shared/centre-day'
import { decoded, orderBody, signIn, startOwnSandbox } from '../support/selling-sandbox'

const base = inject('sandboxUrl')

describe('sandbox pages', () => {
  it('serves the terminal and outbox pages without a session, with the security headers and no inline script', async () => {
    for (const path of [SANDBOX_PAGES.terminal, SANDBOX_PAGES.outbox]) {
      const r = await fetch(`${base}${path}`)
      expect(r.status).toBe(200)
      expect(r.headers.get('content-security-policy')).toMatch(/script-src 'self'/)
      expect(r.headers.get('x-content-type-options')).toBe('nosniff')
      const html = await r.text()
      expect(html).not.toMatch(/<script/i)
    }
  })

  it('lets a person decide a waiting payment with the page form, only from this origin', async () => {
    const start = Date.UTC(2030, 0, 15, 6, 0, 0)
    const own = await startOwnSandbox(start)
    try {
      const staff = await signIn(own.url, 'front-desk')
      const g = decoded(
        GatewayOrderAnswer,
        await staff.post(PATHS.createGatewayOrder, {
          orderReqBody: orderBody({ userId: DEMO.none.id, centreId: 1, productId: 'PACK-1-SELECT-1M', startDate: startOfCentreDayOf(start) }),
          paytmGatewayOrderReqBody: { gatewayType: 'PAYTM_POS', paymentMode: 'POS', meta: { tid: 'EDC-1001-B', requestId: 'r-page' } },
        }),
      )
      const html = await (await fetch(`${own.url}${SANDBOX_PAGES.terminal}`)).text()
      expect(html).toContain(g.gatewayOrder.gatewayId)
      const action = `${own.url}${SANDBOX_PAGES.terminal}/payments/${g.gatewayOrder.gatewayId}`
      const form = (outcome: string, origin: string) =>
        fetch(action, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded', origin }, body: `outcome=${outcome}` })
      expect((await form('UNDER_REVIEW', 'https://evil.example')).status).toBe(403)
      expect((await form('NONSENSE', own.url)).status).toBe(400)
      expect((await form('UNDER_REVIEW', own.url)).status).toBe(303)
      const terminal = decoded(TerminalsAnswer, await staff.get(PATHS_SANDBOX.terminals, { centerId: 1 })).terminals.find((t) => t.tid === 'EDC-1001-B')
      expect(terminal?.payments.find((p) => p.paymentId === g.gatewayOrder.gatewayId)?.state).toBe('UNDER_REVIEW')

      const policy = await fetch(`${own.url}${SANDBOX_PAGES.terminal}/terminals/EDC-1001-B`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: own.url },
        body: 'autoApproveMs=1500&nextOutcome=DECLINE',
      })
      expect(policy.status).toBe(303)
      const after = decoded(TerminalsAnswer, await staff.get(PATHS_SANDBOX.terminals, { centerId: 1 })).terminals.find((t) => t.tid === 'EDC-1001-B')
      expect(after).toMatchObject({ autoApproveMs: 1500, nextOutcome: 'DECLINE' })
    } finally {
      await own.close()
    }
  })

  it('shows outbox messages on the outbox page', async () => {
    const own = await startOwnSandbox(Date.UTC(2030, 0, 15, 6, 0, 0), { fixedOtp: '123456' })
    try {
      const staff = await signIn(own.url, 'front-desk')
      await staff.post(PATHS.sendOtp, {
        namespace: 'N',
        identifier: '+91-9899900001',
        context: 'C',
        userData: { phone: { phoneNumber: '9899900001', countryCallingCode: '+91' } },
        mediums: ['sms'],
      })
      const html = await (await fetch(`${own.url}${SANDBOX_PAGES.outbox}`)).text()
      expect(html).toContain('9899900001')
      expect(html).toContain('123456')
    } finally {
      await own.close()
    }
  })
})
