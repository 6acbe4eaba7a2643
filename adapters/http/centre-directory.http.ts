import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { CentreDetails } from '../../core/centre/centre'
import type { CentreDirectory } from '../../core/centre/centre-directory.port'
import { CentreDetailsWire } from './contract/centre.codecs'
import { centreFromWire, defined } from './centre.mapping'

export { centreFromWire }
import { SHELL_PATHS } from './contract/shell-paths'
import type { HttpClient } from './http-client'

export const createHttpCentreDirectory = (http: HttpClient): CentreDirectory => ({
  centreDetails: () =>
    pipe(
      http.send({ path: SHELL_PATHS.centreDetails }, CentreDetailsWire),
      TE.map(
        (w): CentreDetails => ({
          centers: w.centers.map(centreFromWire),
          userContext: {
            id: w.userContext.id,
            name: w.userContext.name,
            email: w.userContext.email,
            ...(defined(w.userContext.empId) ? { empId: w.userContext.empId } : {}),
            ...(defined(w.userContext.cultEmployeeId) ? { cultEmployeeId: w.userContext.cultEmployeeId } : {}),
            ...(defined(w.userContext.phone) ? { phone: w.userContext.phone } : {}),
          },
          gymPtEnabledCenter: w.gymPtEnabledCenter,
        }),
      ),
    ),
})
