import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { Centre, CentreDetails } from '../../core/centre/centre'
import type { CentreDirectory } from '../../core/centre/centre-directory.port'
import { epochMs } from '../../core/shared/brands'
import { type CentreWire, CentreDetailsWire } from './contract/centre.codecs'
import { PATHS } from './contract/paths'
import type { HttpClient } from './http-client'

const defined = <T>(v: T | null | undefined): v is T => v !== undefined && v !== null

export const centreFromWire = (w: CentreWire): Centre => ({
  id: w.id,
  centerServiceId: w.centerServiceId,
  name: w.name,
  locality: w.locality,
  type: w.type,
  centerModel: w.centerModel,
  contextNames: w.contextNames,
  skus: w.skus,
  cityId: w.address.city.cityId,
  ...(defined(w.cultCenterId) ? { cultCenterId: w.cultCenterId } : {}),
  ...(defined(w.category) ? { category: w.category } : {}),
  ...(defined(w.subType) ? { subType: w.subType } : {}),
  ...(defined(w.linkedCenterId) ? { linkedCenterId: w.linkedCenterId } : {}),
  ...(defined(w.terminationDate) ? { terminationDate: epochMs(w.terminationDate) } : {}),
})

export const createHttpCentreDirectory = (http: HttpClient): CentreDirectory => ({
  centreDetails: () =>
    pipe(
      http.send({ path: PATHS.centreDetails }, CentreDetailsWire),
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
