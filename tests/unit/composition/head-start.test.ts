import * as E from 'fp-ts/Either'
import type * as TE from 'fp-ts/TaskEither'
import { describe, expect, it } from 'vitest'
import { headStart } from '../../../composition/browser/head-start'
import { FEATURE_LIST_NAMES } from '../../../core/access/access'
import type { StaffAccessDirectory } from '../../../core/access/staff-access.port'
import type { CentreDirectory } from '../../../core/centre/centre-directory.port'
import { createShellUseCases } from '../../../core/shell-use-cases'
import { createInMemoryCentreDirectory } from '../../../adapters/in-memory/centre-directory.in-memory'
import { createInMemoryStaffAccess } from '../../../adapters/in-memory/staff-access.in-memory'
import { createManualClock } from '../../../adapters/clock/manual-clock'
import { createInMemoryReporter } from '../../../adapters/reporting/in-memory-reporter'
import { createMemoryStore } from '../../../adapters/storage/memory-store'
import { aCentreDetails } from '../../support/centres'

/** The in-memory gateways, counting each call as it goes out (a TaskEither run). */
const counted = () => {
  const calls: string[] = []
  const centres = createInMemoryCentreDirectory(aCentreDetails())
  const access = createInMemoryStaffAccess({ permissions: {}, memberships: [] })
  const track =
    <L, A>(name: string, t: TE.TaskEither<L, A>): TE.TaskEither<L, A> =>
    () => {
      calls.push(name)
      return t()
    }
  const c: CentreDirectory = { centreDetails: () => track('details', centres.centreDetails()) }
  const s: StaffAccessDirectory = {
    permissions: () => track('permissions', access.permissions()),
    featureLists: (names) => track(`lists ${names.length}`, access.featureLists(names)),
    endSession: () => track('end', access.endSession()),
  }
  return { calls, centres: c, staffAccess: s }
}

describe('the shell’s head start', () => {
  it('sends the centres, permissions and feature lists at once, before anything asks', () => {
    const g = counted()
    headStart(g)
    expect(g.calls).toEqual(['details', 'permissions', `lists ${FEATURE_LIST_NAMES.length}`])
  })

  it('sends them when its begin says (the task after the entry), and a caller before then waits for that answer', async () => {
    const g = counted()
    const queued: (() => void)[] = []
    const h = headStart(g, { featureLists: true, begin: (send) => queued.push(send) })
    expect(g.calls).toEqual([])
    const answer = h.centres.centreDetails()()
    for (const send of queued) send()
    expect(g.calls).toEqual(['details', 'permissions', `lists ${FEATURE_LIST_NAMES.length}`])
    expect(E.isRight(await answer)).toBe(true)
    expect(g.calls.filter((c) => c === 'details')).toHaveLength(1)
  })

  it('leaves the feature lists to their first call when the address needs none', async () => {
    const g = counted()
    const h = headStart(g, { featureLists: false })
    expect(g.calls).toEqual(['details', 'permissions'])
    await h.staffAccess.featureLists(FEATURE_LIST_NAMES)()
    expect(g.calls).toEqual(['details', 'permissions', `lists ${FEATURE_LIST_NAMES.length}`])
  })

  it('hands each early answer to the first call, and calls afresh after that (a reload is a new call)', async () => {
    const g = counted()
    const h = headStart(g)
    expect(E.isRight(await h.centres.centreDetails()())).toBe(true)
    expect(E.isRight(await h.staffAccess.permissions()())).toBe(true)
    expect(E.isRight(await h.staffAccess.featureLists(FEATURE_LIST_NAMES)())).toBe(true)
    expect(g.calls).toHaveLength(3)
    await h.centres.centreDetails()()
    await h.staffAccess.permissions()()
    expect(g.calls.slice(3)).toEqual(['details', 'permissions'])
  })

  it('asks for other feature lists as asked', async () => {
    const g = counted()
    const h = headStart(g)
    await h.staffAccess.featureLists(FEATURE_LIST_NAMES.slice(0, 1))()
    expect(g.calls.slice(3)).toEqual(['lists 1'])
  })

  it('gives the shell’s loadStaffAccess the same answer, with no second round of calls', async () => {
    const g = counted()
    const ports = { selection: createMemoryStore(), storage: createMemoryStore(), clock: createManualClock(Date.UTC(2026, 0, 31)), reporter: createInMemoryReporter() }
    const early = await createShellUseCases({ ...ports, ...headStart(g) }).loadStaffAccess()()
    const direct = await createShellUseCases({ ...ports, centres: g.centres, staffAccess: g.staffAccess }).loadStaffAccess()()
    expect(early).toEqual(direct)
    expect(g.calls.filter((c) => c === 'details')).toHaveLength(2)
  })
})
