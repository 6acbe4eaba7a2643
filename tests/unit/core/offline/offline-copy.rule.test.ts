import { isCopyShowable, offlineCopyKindOf } from '../../../../core/offline/offline-copy.rule'
import { epochMs } from '../../../../core/shared/brands'

/*
 * What the desk can read offline (the words): the centre's check-in and booking lists of
 * today, and the profiles opened today at that centre (memberships, packs, last check-ins, PT
 * sessions). Nothing else is kept: not another centre's, not another day's, not orders or sales.
 */

const TODAY = '2026-11-27'
const kind = (key: readonly unknown[]) => offlineCopyKindOf(key, 7, TODAY)

describe('what the desk keeps to read offline', () => {
  it("keeps the centre's check-in list and bookings list of today (no day named is today)", () => {
    expect(kind(['check-ins', 7, 'checkin', TODAY, null, null])).toBe('check-in-list')
    expect(kind(['check-ins', 7, 'checkin', null, null, null])).toBe('check-in-list')
    expect(kind(['check-ins', 7, 'created', TODAY, null, null])).toBe('booking-list')
    expect(kind(['play', 1007, 'bookings', TODAY])).toBe('booking-list')
  })

  it("keeps no other day's list and no other centre's", () => {
    expect(kind(['check-ins', 7, 'checkin', '2026-11-26', null, null])).toBeUndefined()
    expect(kind(['check-ins', 8, 'checkin', TODAY, null, null])).toBeUndefined()
    expect(kind(['play', 1007, 'bookings', '2026-11-28'])).toBeUndefined()
    expect(kind(['check-ins', 'phone-lookup', '9000000004'])).toBeUndefined()
  })

  it("keeps a profile's customer, memberships at this centre (with last check-ins), PT packs and PT sessions", () => {
    expect(kind(['profile', '200008', 'customer'])).toBe('profile')
    expect(kind(['profile', '200008', 'memberships', 7])).toBe('profile')
    expect(kind(['profile', '200008', 'pt-packs'])).toBe('profile')
    expect(kind(['profile', '200008', 'pt-sessions'])).toBe('profile')
    expect(kind(['centre', 7, 'config'])).toBe('centre')
  })

  it('keeps what Record Pitch is filled in with: the staff who may have pitched at this centre and the comment tags', () => {
    expect(kind(['centre', 7, 'pitch-employees'])).toBe('centre')
    expect(kind(['lead-comment-tags'])).toBe('centre')
    expect(kind(['centre', 8, 'pitch-employees'])).toBeUndefined()
    expect(kind(['lead-comment-tags', 'more'])).toBeUndefined()
  })

  it("keeps what Record Lead is filled in with: the customer's open lead with its interactions and the lead comment tags", () => {
    expect(kind(['leads', 1007, 'history', '200008'])).toBe('profile')
    expect(kind(['leads', 1007, 'update-config'])).toBe('centre')
    expect(kind(['leads', 1007, 'history'])).toBeUndefined()
    expect(kind(['leads', 1007, 'page', { mine: true }])).toBeUndefined()
    expect(kind(['leads', '1007', 'update-config'])).toBeUndefined()
  })

  it("keeps no order, payment link, phone number, another centre's memberships or anything else", () => {
    expect(kind(['profile', '200008', 'memberships', 8])).toBeUndefined()
    expect(kind(['profile', '200008', 'orders'])).toBeUndefined()
    expect(kind(['profile', '200008', 'payment-links'])).toBeUndefined()
    expect(kind(['profile', '200008', 'phone', 7])).toBeUndefined()
    expect(kind(['centre', 8, 'config'])).toBeUndefined()
    expect(kind(['selling', 'centre', 7, 'card-machines'])).toBeUndefined()
    expect(kind([])).toBeUndefined()
  })

  it('shows a copy only to the staff member who kept it, at that centre, on that centre day', () => {
    const copy = { staffId: 'a', centreId: 7, day: TODAY, key: '[]', savedAt: epochMs(0), data: {} }
    expect(isCopyShowable(copy, { staffId: 'a', centreId: 7 }, TODAY)).toBe(true)
    expect(isCopyShowable(copy, { staffId: 'b', centreId: 7 }, TODAY)).toBe(false)
    expect(isCopyShowable(copy, { staffId: 'a', centreId: 8 }, TODAY)).toBe(false)
    expect(isCopyShowable(copy, { staffId: 'a', centreId: 7 }, '2026-11-28')).toBe(false)
  })
})
