import type { Centre } from './centre'
import { type CentreContextDeps } from './load-centre-context.use-case'
import { SELECTED_CENTRE_KEY } from './load-centre-context'

/** Keeps the staff member's choice of centre for the next visit. */
export const chooseCentre =
  (d: Pick<CentreContextDeps, 'selection'>) =>
  (centre: Centre): Centre => {
    d.selection.set(SELECTED_CENTRE_KEY, String(centre.centerServiceId))
    return centre
  }
