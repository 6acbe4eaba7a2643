import type { CentreModel, CentreType } from '../centre/centre'
import type { Paise } from '../shared/brands'
import type { PurchasePayment } from './purchase'

/** Cash sales at company-owned (COCO) or marketplace centres need OTP verification first (part 2 §4). */
export const cashNeedsOtp = (centerModel: CentreModel): boolean => centerModel === 'COCO' || centerModel === 'MARKETPLACE'

/**
 * The amount sent with a cash fulfilment, in minor units. For gym centres it is the total payable
 * times 100 (rupees to paise: the total payable, held in paise, as is). The spec gives no amount for
 * other centre types, so none is sent.
 */
export const cashFulfilmentAmount = (centreType: CentreType, totalPayable: Paise): number | undefined =>
  centreType === 'GYMFIT' ? totalPayable : undefined

/** The payment settings of a cash sale at a centre. */
export const cashPayment = (
  centre: { readonly centerModel: CentreModel; readonly type: CentreType },
  totalPayable: Paise,
): PurchasePayment => {
  const amount = cashFulfilmentAmount(centre.type, totalPayable)
  return amount === undefined
    ? { method: 'cash', otpRequired: cashNeedsOtp(centre.centerModel) }
    : { method: 'cash', otpRequired: cashNeedsOtp(centre.centerModel), fulfilmentAmount: amount }
}
