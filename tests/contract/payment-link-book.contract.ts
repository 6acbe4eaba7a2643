import { describe, expect, it } from 'vitest'
import type { PaymentLinkBook } from '../../core/selling/payment-link-book.port'
import { paise } from '../../core/shared/brands'

const phone = (): string => `97${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`

/** What every PaymentLinkBook must do. */
export const paymentLinkBookContract = (name: string, make: () => Promise<PaymentLinkBook>): void => {
  describe(`PaymentLinkBook contract: ${name}`, () => {
    it('generates a link once per request id and lists it for the phone', async () => {
      const b = await make()
      const p = phone()
      const link = { phone: p, amount: paise(150_000), requestId: `1001_${p}_contract`, description: 'Locker fee', createdBy: 'Asha', sendNotification: true }
      const a = await b.generate(link)()
      const again = await b.generate(link)()
      if (a._tag === 'Left' || again._tag === 'Left') throw new Error(JSON.stringify([a, again]))
      expect(again.right.id).toBe(a.right.id)
      expect(a.right.amount).toBe(150_000)
      const listed = await b.list(p)()
      expect(listed._tag === 'Right' && listed.right.map((l) => l.requestId)).toEqual([link.requestId])
    })

    it('lists nothing for a phone without links', async () => {
      const r = await (await make()).list(phone())()
      expect(r._tag === 'Right' && r.right).toEqual([])
    })
  })
}
