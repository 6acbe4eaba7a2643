import * as TE from 'fp-ts/TaskEither'
import { describe, expect, it } from 'vitest'
import { createInMemoryCentreDirectory } from '../../../../adapters/in-memory/centre-directory.in-memory'
import { createInMemoryStaffAccess } from '../../../../adapters/in-memory/staff-access.in-memory'
import { createMemoryStore } from '../../../../adapters/storage/memory-store'
import { FEATURE_LIST_NAMES } from '../../../../core/access/access'
import { loadFeatureLists } from '../../../../core/access/load-feature-lists.use-case'
import { loadStaffAccess } from '../../../../core/access/load-staff-access.use-case'
import { accessSubjectFor, selectedAccessSubject } from '../../../../core/access/staff-access'
import type { StaffAccessDirectory } from '../../../../core/access/staff-access.port'
import { signOut } from '../../../../core/access/sign-out.use-case'
import { SELECTED_CENTRE_KEY } from '../../../../core/centre/load-centre-context'
import { unauthorised } from '../../../../core/shared/errors'
import { aCentre, aCentreDetails } from '../../../support/centres'

const gym = aCentre({ name: 'Koramangala Gym' })
const cult = aCentre({ name: 'HSR Cult', type: 'CULT' })
const details = aCentreDetails({ centers: [gym, cult], gymPtEnabledCenter: [cult.id] })
const rights = { permissions: { INBOX: ['VIEW'] as const }, memberships: [{ roleName: 'PARTNER', contexts: [] }] }

describe('loadStaffAccess', () => {
  it('gives the shell the centres, the first one selected, the permissions and every feature list', async () => {
    const r = await loadStaffAccess({
      centres: createInMemoryCentreDirectory(details),
      selection: createMemoryStore(),
      staffAccess: createInMemoryStaffAccess(rights, { CPL: [cult.centerServiceId] }),
    })()()
    if (r._tag === 'Left') throw new Error(r.left.message)
    expect(r.right.selected).toEqual(gym)
    expect(r.right.permissions).toEqual(rights.permissions)
    expect(r.right.memberships).toEqual(rights.memberships)
    expect(Object.keys(r.right.featureLists).sort()).toEqual([...FEATURE_LIST_NAMES].sort())
    expect(r.right.featureLists.CPL).toEqual([cult.centerServiceId])
  })

  it('leaves the feature lists out when told to, asking for none (the shell brings them after its first screen)', async () => {
    const asked: string[] = []
    const access = createInMemoryStaffAccess(rights, { CPL: [cult.centerServiceId] })
    const counting: StaffAccessDirectory = {
      permissions: () => (asked.push('permissions'), access.permissions()),
      featureLists: (names) => (asked.push(`lists ${names.length}`), access.featureLists(names)),
      endSession: () => access.endSession(),
    }
    const deps = { centres: createInMemoryCentreDirectory(details), selection: createMemoryStore(), staffAccess: counting }
    const r = await loadStaffAccess(deps)({ featureLists: false })()
    if (r._tag === 'Left') throw new Error(r.left.message)
    expect(r.right.featureLists).toEqual({})
    expect(r.right.permissions).toEqual(rights.permissions)
    expect(asked).toEqual(['permissions'])
    const all = await loadStaffAccess(deps)()()
    if (all._tag === 'Left') throw new Error(all.left.message)
    expect(await loadFeatureLists(deps)(FEATURE_LIST_NAMES)()).toEqual({ _tag: 'Right', right: all.right.featureLists })
  })

  it('builds the access subject per centre, PT enabled by centre id', async () => {
    const r = await loadStaffAccess({
      centres: createInMemoryCentreDirectory(details),
      selection: createMemoryStore({ [SELECTED_CENTRE_KEY]: String(cult.centerServiceId) }),
      staffAccess: createInMemoryStaffAccess(rights),
    })()()
    if (r._tag === 'Left') throw new Error(r.left.message)
    expect(selectedAccessSubject(r.right)?.centre).toEqual(cult)
    expect(selectedAccessSubject(r.right)?.ptEnabled).toBe(true)
    expect(accessSubjectFor(r.right, gym).ptEnabled).toBe(false)
  })

  it('stops at the centre call when the staff member is signed out', async () => {
    let asked = 0
    const counting: StaffAccessDirectory = {
      permissions: () => {
        asked++
        return TE.right(rights)
      },
      featureLists: () => {
        asked++
        return TE.right({})
      },
      endSession: () => TE.right(undefined),
    }
    const r = await loadStaffAccess({
      centres: { centreDetails: () => TE.left(unauthorised('Please sign in.')) },
      selection: createMemoryStore(),
      staffAccess: counting,
    })()()
    expect(r._tag).toBe('Left')
    expect(asked).toBe(0)
  })
})

describe('signOut', () => {
  it('ends the server session and forgets the kept centre and everything in the local store', async () => {
    const selection = createMemoryStore({ [SELECTED_CENTRE_KEY]: '1003', other: 'x' })
    const storage = createMemoryStore({ 'orders:staff-1': '[...]', 'pii:9800000001': 'Asha' })
    let ended = 0
    const r = await signOut({ selection, storage, staffAccess: { endSession: () => TE.fromIO(() => void ended++) } })()()
    expect(r._tag).toBe('Right')
    expect(ended).toBe(1)
    expect(selection.get(SELECTED_CENTRE_KEY)).toBeUndefined()
    expect(storage.keys()).toEqual([])
  })

  it('forgets the device even when the server cannot end the session', async () => {
    const storage = createMemoryStore({ 'orders:staff-1': '[...]' })
    const r = await signOut({ selection: createMemoryStore(), storage, staffAccess: { endSession: () => TE.left(unauthorised('Please sign in.')) } })()()
    expect(r._tag).toBe('Left')
    expect(storage.keys()).toEqual([])
  })
})
