import { join } from 'node:path'
import Database from 'better-sqlite3'
import { inject } from 'vitest'
import { OutboxAnswer } from '../../adapters/http/contract/otp.codecs'
import { GeneratePaymentLinkAnswer, PaymentLinksAnswer } from '../../adapters/http/contract/payment-link.codecs'
import { PATHS } from '../../adapters/http/contract/paths'
import { PATHS_SANDBOX } from '../../adapters/http/contract/sandbox-paths'
import { PAYMENT_LINK_GENERATED } from '../../core/shared/messages'
import { PAYMENT_LINK_SEED_PHONE } from '../../sandbox/seed/selling'
import { anonymous, decoded, fresh, signIn, type StaffClient } from '../support/selling-sandbox'

const base = inject('sandboxUrl')
const db = new Database(join(inject('sandboxDataDir'), 'sandbox.sqlite'), { readonly: true, fileMustExist: true })
afterAll(() => db.close())

let desk: StaffClient
beforeAll(async () => {
  desk = await signIn(base, 'front-desk')
})

const generate = (phone: string, requestId: string, amount = 59_000) => ({
  phoneNumber: phone,
  amount,
  requestId,
  description: 'Locker, 1 month',
  createdBy: 'Meera Iyer',
  sendNotification: true,
})

describe('payment links', () => {
  it('lists the links of a phone given in the body, newest first', async () => {
    const { paymentLinks } = decoded(PaymentLinksAnswer, await desk.post(PATHS.paymentLinks, { phoneNumber: PAYMENT_LINK_SEED_PHONE, fetchLatestStatus: false }))
    expect(paymentLinks.length).toBeGreaterThanOrEqual(3)
    const times = paymentLinks.map((l) => l.createdAt)
    expect([...times].sort((a, b) => b - a)).toEqual(times)
  })

  it('marks links older than a day expired when the latest status is fetched', async () => {
    const { paymentLinks } = decoded(PaymentLinksAnswer, await desk.post(PATHS.paymentLinks, { phoneNumber: PAYMENT_LINK_SEED_PHONE, fetchLatestStatus: true }))
    expect(paymentLinks.find((l) => l.id === 'PL-SEED-2')?.status).toBe('EXPIRED')
    expect(paymentLinks.find((l) => l.id === 'PL-SEED-3')?.status).toBe('CREATED')
    expect(paymentLinks.find((l) => l.id === 'PL-SEED-1')?.status).toBe('PAID')
  })

  it('generates a link once per request id and writes the SMS to the outbox', async () => {
    const phone = '9888800001'
    const requestId = fresh('link')
    const first = decoded(GeneratePaymentLinkAnswer, await desk.post(PATHS.generatePaymentLink, generate(phone, requestId)))
    expect(first.message).toBe(PAYMENT_LINK_GENERATED)
    const again = decoded(GeneratePaymentLinkAnswer, await desk.post(PATHS.generatePaymentLink, generate(phone, requestId)))
    expect(again).toEqual(first)
    expect(db.prepare('SELECT COUNT(*) FROM payment_links WHERE request_id = ?').pluck().get(requestId)).toBe(1)
    const outbox = decoded(OutboxAnswer, await desk.get(PATHS_SANDBOX.outbox))
    expect(outbox.messages.filter((m) => m.phone === phone && m.kind === 'PAYMENT_LINK' && m.body.includes(first.paymentLink.link))).toHaveLength(1)
  })

  it('refuses a second link for the same phone and amount on the same day', async () => {
    const phone = '9888800002'
    await desk.post(PATHS.generatePaymentLink, generate(phone, fresh('link')))
    const second = await desk.post(PATHS.generatePaymentLink, generate(phone, fresh('link')))
    expect(second.status).toBe(409)
    expect((second.body as { message: string }).message).toMatch(/already created today by Meera Iyer/)
  })

  it('refuses bad input, a trainer and a missing session', async () => {
    expect((await desk.post(PATHS.generatePaymentLink, generate('98888', fresh('link')))).status).toBe(400)
    expect((await desk.post(PATHS.generatePaymentLink, generate('9888800003', fresh('link'), 0))).status).toBe(400)
    expect((await desk.post(PATHS.generatePaymentLink, generate('9888800003', fresh('link'), 10.5))).status).toBe(400)
    expect((await desk.post(PATHS.paymentLinks, { phoneNumber: '9888800003' })).status).toBe(400)
    const trainer = await signIn(base, 'trainer')
    expect((await trainer.post(PATHS.generatePaymentLink, generate('9888800003', fresh('link')))).status).toBe(403)
    expect((await anonymous(base).post(PATHS.paymentLinks, { phoneNumber: '9888800003', fetchLatestStatus: false })).status).toBe(401)
    expect(db.prepare('SELECT COUNT(*) FROM payment_links WHERE phone = ?').pluck().get('9888800003')).toBe(0)
  })
})
