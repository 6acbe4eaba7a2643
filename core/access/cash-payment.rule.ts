import type { Centre } from '../centre/centre'

/**
 * Cash is offered (part 2 §6) when the cash-payment feature is on and the centre is not
 * company-owned (COCO), or when the user is a centre manager of that centre.
 */
export const cashPaymentAvailable = (input: {
  readonly cashFeatureOn: boolean
  readonly centre: Centre
  readonly userIsCentreManager: boolean
}): boolean => (input.cashFeatureOn && input.centre.centerModel !== 'COCO') || input.userIsCentreManager
