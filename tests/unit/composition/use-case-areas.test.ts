import { existsSync, readdirSync } from 'node:fs'
import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { deferUseCases } from '../../../composition/browser/deferred-use-cases'
import { AREAS, type Area, type AreaUseCases, areaOf, createUseCaseResolver, loadArea, useCasesOfArea } from '../../../composition/browser/use-case-areas'
import { createTestPortal } from '../../../composition/test/container'
import { createShellUseCases } from '../../../core/shell-use-cases'
import type { CorePorts } from '../../../core/ports'
import type { UseCases } from '../../../core/use-cases'
import { CODE_NOT_LOADED } from '../../../core/shared/messages'
import { createManualClock } from '../../../adapters/clock/manual-clock'
import { createInMemoryCentreDirectory } from '../../../adapters/in-memory/centre-directory.in-memory'
import { createInMemoryStaffAccess } from '../../../adapters/in-memory/staff-access.in-memory'
import { createInMemoryReporter } from '../../../adapters/reporting/in-memory-reporter'
import { createMemoryStore } from '../../../adapters/storage/memory-store'
import { aCentreDetails } from '../../support/centres'

const NOW = Date.UTC(2026, 0, 31, 10)
/** Ports that answer every property with an empty object: enough to make an area's record, whose use cases read their ports when called. */
const anyPorts = new Proxy({}, { get: () => ({}) }) as CorePorts

const portal = () => {
  const centreDetails = aCentreDetails()
  const { useCases } = createTestPortal({ centreDetails, now: NOW })
  const shell = createShellUseCases({
    centres: createInMemoryCentreDirectory(centreDetails),
    staffAccess: createInMemoryStaffAccess({ permissions: {}, memberships: [] }, {}),
    selection: createMemoryStore(),
    storage: createMemoryStore(),
    clock: createManualClock(NOW),
    reporter: createInMemoryReporter(),
  })
  return { useCases, shell }
}

/**
 * A composition root that records which areas it was asked to bind, and the area chunks loaded:
 * each area's use cases are the test portal's (the node's whole record), so calls answer as the
 * real ones do.
 */
const recorded = (useCases: UseCases) => {
  const loaded: Area[] = []
  const bound: string[] = []
  let roots = 0
  const resolve = createUseCaseResolver(
    async () => {
      roots += 1
      return {
        useCasesOf: (area: string, make: AreaUseCases) => {
          bound.push(area)
          make(anyPorts)
          return useCases
        },
      }
    },
    {
      load: async (area) => {
        loaded.push(area)
        return loadArea(area)
      },
      painted: async () => undefined,
    },
  )
  return { resolve, loaded, bound, roots: () => roots }
}

describe('each core area lists exactly the use cases its chunk makes', () => {
  it.each(AREAS)('the %s area', async (area) => {
    const make = await loadArea(area)
    const shell = Object.keys(createShellUseCases({} as never))
    const made = Object.keys(make(anyPorts)).filter((name) => !shell.includes(name))
    expect([...useCasesOfArea(area)].sort()).toEqual(made.sort())
    for (const name of made) expect(areaOf(name)).toBe(area)
  })

  it('loads every core area that has a record of use cases', () => {
    const withRecord = readdirSync('core').filter((area) => existsSync(`core/${area}/use-cases.ts`))
    expect([...AREAS].sort()).toEqual(withRecord.sort())
  })

  it('lists every use case outside the shell under one area', () => {
    const { useCases, shell } = portal()
    const unlisted = Object.keys(useCases).filter((name) => !(name in shell) && areaOf(name) === undefined)
    expect(unlisted).toEqual([])
  })
})

describe("a screen's calls fetch only their areas' use cases", () => {
  it("fetches the area's chunk and the composition root on the area's first call, and nothing more for its next calls", async () => {
    const { useCases, shell } = portal()
    const r = recorded(useCases)
    const deferred = deferUseCases(shell, r.resolve)
    const [a, b] = await Promise.all([deferred.loadEmployees(1001)(), useCases.loadEmployees(1001)()])
    expect(a).toEqual(b)
    await deferred.loadEmployees(1002)()
    expect(r.loaded).toEqual(['staff'])
    expect(r.bound).toEqual(['staff'])
    expect(r.roots()).toBe(1)
  })

  it("fetches a second area's chunk on its first call, with the composition root it already has", async () => {
    const { useCases, shell } = portal()
    const r = recorded(useCases)
    const deferred = deferUseCases(shell, r.resolve)
    await Promise.all([deferred.loadEmployees(1001)(), deferred.loadEmployees(1002)()])
    expect(await deferred.centreConfiguration(1)()).toEqual(await useCases.centreConfiguration(1)())
    expect(r.loaded).toEqual(['staff', 'centre'])
    expect(r.roots()).toBe(1)
  })

  it('answers Unavailable when an area chunk cannot be fetched, and fetches it again on the next call', async () => {
    const { useCases, shell } = portal()
    let fail = true
    const resolve = createUseCaseResolver(async () => ({ useCasesOf: () => useCases }), {
      load: async (area) => {
        if (fail) throw new TypeError('Failed to fetch dynamically imported module')
        return loadArea(area)
      },
      painted: async () => undefined,
    })
    const deferred = deferUseCases(shell, resolve)
    expect(await deferred.loadEmployees(1001)()).toEqual(E.left({ _tag: 'Unavailable', message: CODE_NOT_LOADED }))
    fail = false
    expect(await deferred.loadEmployees(1001)()).toEqual(await useCases.loadEmployees(1001)())
  })

  it('answers Unavailable when the composition root cannot be fetched, and fetches it again on the next call', async () => {
    const { useCases, shell } = portal()
    let roots = 0
    const resolve = createUseCaseResolver(
      async () => {
        roots += 1
        if (roots === 1) throw new TypeError('Failed to fetch dynamically imported module')
        return { useCasesOf: () => useCases }
      },
      { load: loadArea, painted: async () => undefined },
    )
    const deferred = deferUseCases(shell, resolve)
    expect(await deferred.loadEmployees(1001)()).toEqual(E.left({ _tag: 'Unavailable', message: CODE_NOT_LOADED }))
    expect(await deferred.loadEmployees(1001)()).toEqual(await useCases.loadEmployees(1001)())
    expect(roots).toBe(2)
  })

  it('waits for the frame being drawn to be painted before fetching anything', async () => {
    const { useCases, shell } = portal()
    let paint: () => void = () => undefined
    const loaded: Area[] = []
    const resolve = createUseCaseResolver(async () => ({ useCasesOf: () => useCases }), {
      load: async (area) => {
        loaded.push(area)
        return loadArea(area)
      },
      painted: () => new Promise<void>((r) => (paint = r)),
    })
    const answer = deferUseCases(shell, resolve).loadEmployees(1001)()
    await new Promise((r) => setTimeout(r, 0))
    expect(loaded).toEqual([])
    paint()
    expect(await answer).toEqual(await useCases.loadEmployees(1001)())
    expect(loaded).toEqual(['staff'])
  })
})

describe('the areas a screen asks for in one frame', () => {
  it('are fetched together, and their calls go out together once every one of them is in', async () => {
    const { useCases, shell } = portal()
    let paint: () => void = () => undefined
    const arrived: Record<string, () => void> = {}
    const asked: string[] = []
    const resolve = createUseCaseResolver(async () => ({ useCasesOf: () => useCases }), {
      load: (area) => new Promise<AreaUseCases>((r) => (arrived[area] = () => void loadArea(area).then(r))),
      painted: () => new Promise<void>((r) => (paint = r)),
    })
    const deferred = deferUseCases(shell, (name) => resolve(name).then((u) => (asked.push(name), u)))
    const staff = deferred.loadEmployees(1001)()
    const centre = deferred.centreConfiguration(1)()
    paint()
    await new Promise((r) => setTimeout(r, 0))
    expect(Object.keys(arrived).sort()).toEqual(['centre', 'staff'])
    arrived.staff?.()
    await new Promise((r) => setTimeout(r, 20))
    expect(asked).toEqual([])
    arrived.centre?.()
    expect(await staff).toEqual(await useCases.loadEmployees(1001)())
    expect(await centre).toEqual(await useCases.centreConfiguration(1)())
    expect(asked.sort()).toEqual(['centreConfiguration', 'loadEmployees'])
  })
})

describe('a call of an area already in', () => {
  it('goes out at once when no other area is being fetched', async () => {
    const { useCases, shell } = portal()
    const r = recorded(useCases)
    const deferred = deferUseCases(shell, r.resolve)
    await deferred.loadEmployees(1001)()
    let answered = false
    const next = deferred.loadEmployees(1002)().then((a) => ((answered = true), a))
    await new Promise((res) => setTimeout(res, 0))
    expect(answered).toBe(true)
    expect(await next).toEqual(await useCases.loadEmployees(1002)())
  })

  it('waits for the areas asked for in the same task, so that a screen\'s blocks go out together', async () => {
    const { useCases, shell } = portal()
    let arrive: () => void = () => undefined
    const resolve = createUseCaseResolver(async () => ({ useCasesOf: () => useCases }), {
      load: (area) => (area === 'staff' ? loadArea(area) : new Promise<AreaUseCases>((r) => (arrive = () => void loadArea(area).then(r)))),
      painted: async () => undefined,
    })
    const deferred = deferUseCases(shell, resolve)
    await deferred.loadEmployees(1001)()
    const asked: string[] = []
    const tracked = deferUseCases(shell, (name) => resolve(name).then((u) => (asked.push(name), u)))
    const staff = tracked.loadEmployees(1002)()
    const centre = tracked.centreConfiguration(1)()
    await new Promise((res) => setTimeout(res, 20))
    expect(asked).toEqual([])
    arrive()
    await Promise.all([staff, centre])
    expect(asked.sort()).toEqual(['centreConfiguration', 'loadEmployees'])
  })
})

describe('areas warmed ahead of their first call', () => {
  it("binds each named area once, fetches the gateways its first calls wait for, and the area's next call waits for no frame", async () => {
    const { useCases, shell } = portal()
    const bound: string[] = []
    const warmed: string[][] = []
    let frames = 0
    const resolve = createUseCaseResolver(
      async () => ({
        useCasesOf: (area: string, make: AreaUseCases) => {
          bound.push(area)
          make(anyPorts)
          return useCases
        },
        warmPorts: async (names: readonly string[]) => void warmed.push([...names]),
      }),
      { painted: async () => void (frames += 1) },
    )
    await resolve.warm(['audit', 'check-in', 'not an area'])
    expect(bound.sort()).toEqual(['audit', 'check-in'])
    expect(warmed.flat().sort()).toEqual(['auditTrail', 'checkInAlerts'])
    expect(frames).toBe(1)
    const deferred = deferUseCases(shell, resolve)
    expect(await deferred.checkOut({ checkInId: 'none', userId: 'none' })()).toEqual(await useCases.checkOut({ checkInId: 'none', userId: 'none' })())
    expect(frames).toBe(1)
    expect(bound.sort()).toEqual(['audit', 'check-in'])
  })

  it('leaves an area whose chunk cannot be fetched to its first call', async () => {
    const { useCases } = portal()
    let fails = true
    const resolve = createUseCaseResolver(async () => ({ useCasesOf: () => useCases }), {
      load: (area) => (fails ? Promise.reject(new Error('offline')) : loadArea(area)),
      painted: async () => undefined,
    })
    await expect(resolve.warm(['staff'])).resolves.toBeUndefined()
    fails = false
    expect(await (await resolve('loadEmployees'))(1001)()).toEqual(await useCases.loadEmployees(1001)())
  })
})
