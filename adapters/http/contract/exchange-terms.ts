/**
 * The server's membership exchange (upgrade) terms (part 2 §3 Membership exchange), in rupees as
 * the wire carries them: the fee taken from the old membership's unused value, and the caps on
 * the discount (a percentage of the new pack's price and an absolute figure). The sandbox and the
 * in-memory catalogue quote with the same terms.
 */
export const EXCHANGE_CONSTRAINTS = { exchangeFee: 500, maxDiscountPercentage: 50, maxDiscountAbsolute: 20000 } as const
