import * as E from 'fp-ts/Either'
import type { StaffDirectory } from '../../core/staff/staff-directory.port'
import { notFound } from '../../core/shared/errors'
import { type InMemoryProfileWorld, centreByServiceId, seal } from './profile-world'
import { run } from './run'

const PT_SERVICE_NAME = 'PERSONAL_TRAINING'

/** The people of a centre over the in-process world; agents' e-mail and phone sealed with their identity id. */
export const createInMemoryStaffDirectory = (w: InMemoryProfileWorld): StaffDirectory => ({
  employees: (csid, roles) =>
    run(() => {
      if (centreByServiceId(w, csid) === undefined) return E.left(notFound('No centre with this centre service id.'))
      const wanted = roles ?? []
      return E.right(
        w.agents
          .filter((a) => a.worksAt.includes(csid) && (wanted.length === 0 || a.roles.some((r) => wanted.includes(r))))
          .map((a) => ({ label: a.name, value: a.identityId, email: a.email, roles: a.roles })),
      )
    }),
  agents: (csid, ptOnly) =>
    run(async () => {
      if (centreByServiceId(w, csid) === undefined) return E.left(notFound('No centre with this centre service id.'))
      const list = w.agents.filter((a) => a.worksAt.includes(csid) && (!ptOnly || a.ptAt.includes(csid)))
      return E.right(
        await Promise.all(
          list.map(async (a) => ({
            name: a.name,
            identityId: a.identityId,
            sealedEmail: await seal(a.identityId, a.email),
            sealedPhone: await seal(a.identityId, a.phone),
            roles: a.roles,
            services: a.ptAt.map((c) => ({ serviceName: PT_SERVICE_NAME, centerServiceId: c, active: true })),
            photoUrls: [],
          })),
        ),
      )
    }),
})
