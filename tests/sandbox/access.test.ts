import { webcrypto } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import {
  AgentsWire,
  CentreConfigWire,
  CommentTagsWire,
  EmployeesWire,
  FEATURE_LISTS,
  FeatureListWire,
  PermissionsWire,
} from '../../adapters/http/contract/access.codecs'
import { PATHS } from '../../adapters/http/contract/paths'
import { decryptPii } from '../../adapters/http/contract/pii-scheme'
import { NO_CONFIG_PRESENT } from '../../core/shared/messages'
import { anonymous, decoded, failsWith, signIn } from '../support/sandbox-http'

describe('sandbox: permissions, feature lists, centre configuration, staff', () => {
  it('answers the signed-in persona its permissions and role memberships', async () => {
    const trainer = await signIn('trainer')
    const p = await decoded(await trainer.get(PATHS.permission), 200, PermissionsWire)
    expect(p.permissions).toContainEqual({ resource: 'CENTER_CHECKINS', accessTypes: ['VIEW'] })
    expect(p.memberships.at(-1)?.roleName).toBe('PARTNER_USER')
    const none = await decoded(await (await signIn('no-permissions')).get(PATHS.permission), 200, PermissionsWire)
    expect(none.permissions).toEqual([])
  })

  it('refuses every call without a session (401)', async () => {
    for (const path of [PATHS.permission, PATHS.featureList, PATHS.centreConfig, PATHS.employees, PATHS.agents, PATHS.leadCommentTags])
      await failsWith(await anonymous().get(path), 401)
  })

  it('serves each feature list by name and 404s an unknown one with the spec message', async () => {
    const owner = await signIn('owner')
    for (const key of Object.values(FEATURE_LISTS)) {
      const l = await decoded(await owner.get(PATHS.featureList, { key }), 200, FeatureListWire)
      expect(l.key).toBe(key)
    }
    const pii = await decoded(await owner.get(PATHS.featureList, { key: FEATURE_LISTS.piiAccessible }), 200, FeatureListWire)
    expect(pii.centerServiceIds).toContain(1001)
    await failsWith(await owner.get(PATHS.featureList, { key: 'NO_SUCH_LIST' }), 404, NO_CONFIG_PRESENT)
    await failsWith(await owner.get(PATHS.featureList), 400)
  })

  it('answers a centre configuration, 400 for a bad id and 404 for an unknown centre', async () => {
    const cm = await signIn('centre-manager')
    const cfg = await decoded(await cm.get(PATHS.centreConfig, { centerId: 1 }), 200, CentreConfigWire)
    expect(cfg).toMatchObject({ centerId: 1, centerServiceId: 1001, ptEnabled: true, piiAccessible: true, biometricEnabled: true })
    // The closed centre is the owner's (a staff member reaches only their own centres).
    const closed = await decoded(await (await signIn('owner')).get(PATHS.centreConfig, { centerId: 8 }), 200, CentreConfigWire)
    expect(closed.ptEnabled).toBe(false)
    await failsWith(await cm.get(PATHS.centreConfig, { centerId: 'abc' }), 400)
    await failsWith(await cm.get(PATHS.centreConfig, { centerId: 99 }), 404, NO_CONFIG_PRESENT)
  })

  it('lists employees by centre service id and role names', async () => {
    const cm = await signIn('centre-manager')
    const all = await decoded(await cm.get(PATHS.employees, { centerServiceId: 1001 }), 200, EmployeesWire)
    expect(all.employees.length).toBeGreaterThan(3)
    const mcs = await decoded(await cm.get(PATHS.employees, { centerServiceId: 1001, roles: 'FMS_MC,FMS_CENTRE_MANAGER' }), 200, EmployeesWire)
    expect(mcs.employees.map((e) => e.value).sort()).toEqual(['staff-cm', 'staff-frontdesk'])
    await failsWith(await cm.get(PATHS.employees, { centerServiceId: 4242 }), 404)
    await failsWith(await (await signIn('no-permissions')).get(PATHS.employees, { centerServiceId: 1001 }), 403)
  })

  it('lists agents with e-mail and phone sealed for their identity id', async () => {
    const cm = await signIn('centre-manager')
    const a = await decoded(await cm.get(PATHS.agents, { centerServiceId: 1001 }), 200, AgentsWire)
    const rahul = a.content.find((x) => x.identityId === 'staff-trainer')
    expect(rahul).toBeDefined()
    expect(rahul?.phoneNumber).not.toMatch(/^\d{10}$/)
    const phone = await decryptPii(webcrypto.subtle as unknown as SubtleCrypto, 'staff-trainer', rahul?.phoneNumber ?? '')
    expect(phone).toMatch(/^98\d{8}$/)
    await expect(decryptPii(webcrypto.subtle as unknown as SubtleCrypto, 'agent-102', rahul?.phoneNumber ?? '')).rejects.toThrow()
    const pt = await decoded(await cm.get(PATHS.agents, { centerServiceId: 1001, ptOnly: 'true' }), 200, AgentsWire)
    expect(pt.content.every((x) => x.resourceServiceMapping.some((m) => m.status === 'ACTIVE'))).toBe(true)
    expect(pt.content.map((x) => x.identityId)).not.toContain('agent-103')
  })

  it('serves lead comment tags keyed by product; 403 without CENTER_USER_DETAILS', async () => {
    const tags = await decoded(await (await signIn('front-desk')).get(PATHS.leadCommentTags), 200, CommentTagsWire)
    expect(Object.keys(tags)).toContain('CULTPASS')
    await failsWith(await (await signIn('no-permissions')).get(PATHS.leadCommentTags), 403)
  })
})
