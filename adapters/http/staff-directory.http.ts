import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { StaffDirectory } from '../../core/staff/staff-directory.port'
import { AgentsWire, EmployeesWire } from './contract/access.codecs'
import { PATHS } from './contract/paths'
import type { HttpClient } from './http-client'

export const createHttpStaffDirectory = (http: HttpClient): StaffDirectory => ({
  employees: (centerServiceId, roles) =>
    pipe(
      http.send({ path: PATHS.employees, params: { centerServiceId, roles: roles === undefined ? undefined : roles.join(',') } }, EmployeesWire),
      TE.map((w) => w.employees),
    ),
  agents: (centerServiceId, ptOnly) =>
    pipe(
      http.send({ path: PATHS.agents, params: { centerServiceId, ptOnly: String(ptOnly) } }, AgentsWire),
      TE.map((w) =>
        w.content.map((a) => ({
          name: a.name,
          identityId: a.identityId,
          sealedEmail: a.emailId,
          sealedPhone: a.phoneNumber,
          roles: a.roles,
          services: a.resourceServiceMapping.map((m) => ({ serviceName: m.serviceName, centerServiceId: m.centerServiceId, active: m.status === 'ACTIVE' })),
          photoUrls: a.agentAssets.mediaList.map((m) => m.mediaUrl),
        })),
      ),
    ),
})
