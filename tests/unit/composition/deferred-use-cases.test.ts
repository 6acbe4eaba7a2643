import * as E from 'fp-ts/Either'
import * as TE from 'fp-ts/TaskEither'
import { Observable, of } from 'rxjs'
import { describe, expect, it } from 'vitest'
import { deferUseCases } from '../../../composition/browser/deferred-use-cases'
import { lazyGateway, preloadGateway } from '../../../composition/lazy-gateway'
import { createShellUseCases } from '../../../core/shell-use-cases'
import type { UseCases } from '../../../core/use-cases'
import { CODE_NOT_LOADED } from '../../../core/shared/messages'
import { createTestPortal } from '../../../composition/test/container'
import { createManualClock } from '../../../adapters/clock/manual-clock'
import { createInMemoryCentreDirectory } from '../../../adapters/in-memory/centre-directory.in-memory'
import { createInMemoryStaffAccess } from '../../../adapters/in-memory/staff-access.in-memory'
import { createInMemoryReporter } from '../../../adapters/reporting/in-memory-reporter'
import { createMemoryStore } from '../../../adapters/storage/memory-store'
import { aCentreDetails } from '../../support/centres'

const NOW = Date.UTC(2026, 0, 31, 10)
const portal = () => {
  const centreDetails = aCentreDetails()
  const { useCases, world } = createTestPortal({ centreDetails, now: NOW })
  const ports = {
    centres: createInMemoryCentreDirectory(centreDetails),
    staffAccess: createInMemoryStaffAccess({ permissions: {}, memberships: [] }, {}),
    selection: createMemoryStore(),
    storage: createMemoryStore(),
    clock: createManualClock(NOW),
    reporter: createInMemoryReporter(),
  }
  return { useCases, ports, world }
}

describe('the browser hands the UI a record whose screen use cases load with their chunk', () => {
  it('answers the shell use cases without loading anything', async () => {
    const { useCases, ports } = portal()
    let loads = 0
    const deferred = deferUseCases(createShellUseCases(ports), async (name) => {
      loads += 1
      return useCases[name]
    })
    expect(deferred.centreToday()).toBe('2026-01-31')
    expect(E.isRight(await deferred.loadCentreContext()())).toBe(true)
    expect(loads).toBe(0)
  })

  it('resolves a screen use case by its name on each call, and forwards the call to it', async () => {
    const { useCases, ports } = portal()
    const asked: string[] = []
    const deferred = deferUseCases(createShellUseCases(ports), async (name) => {
      asked.push(name)
      return useCases[name]
    })
    const [a, b] = await Promise.all([deferred.loadEmployees(1001)(), useCases.loadEmployees(1001)()])
    expect(a).toEqual(b)
    expect(asked).toEqual(['loadEmployees'])
  })

  it('answers Unavailable when the chunk cannot be fetched, and tries again on the next call', async () => {
    const { useCases, ports } = portal()
    let fail = true
    const deferred = deferUseCases(createShellUseCases(ports), async (name) => {
      if (fail) throw new TypeError('Failed to fetch dynamically imported module')
      return useCases[name]
    })
    expect(await deferred.loadEmployees(1001)()).toEqual(E.left({ _tag: 'Unavailable', message: CODE_NOT_LOADED }))
    fail = false
    expect(await deferred.loadEmployees(1001)()).toEqual(await useCases.loadEmployees(1001)())
  })

  it('streams an Observable use case once its chunk is in', async () => {
    const { useCases, ports } = portal()
    const states = ['a', 'b']
    const fake = { ...useCases, confirmPayment: () => of(...states) } as unknown as UseCases
    const deferred = deferUseCases(createShellUseCases(ports), async (name) => fake[name])
    const seen = await new Promise<unknown[]>((resolve, reject) => {
      const got: unknown[] = []
      deferred.confirmPayment({} as Parameters<UseCases['confirmPayment']>[0]).subscribe({ next: (v) => got.push(v), error: reject, complete: () => resolve(got) })
    })
    expect(seen).toEqual(states)
  })

  it('never subscribes a stream that was unsubscribed before its chunk came in', async () => {
    const { useCases, ports } = portal()
    let subscribed = 0
    const fake = { ...useCases, confirmPayment: () => new Observable(() => void (subscribed += 1)) } as unknown as UseCases
    let release: (u: UseCases) => void = () => undefined
    const deferred = deferUseCases(createShellUseCases(ports), (name) => new Promise<UseCases>((r) => (release = r)).then((u) => u[name]))
    const sub = deferred.confirmPayment({} as Parameters<UseCases['confirmPayment']>[0]).subscribe({})
    sub.unsubscribe()
    release(fake)
    await new Promise((r) => setTimeout(r, 0))
    expect(subscribed).toBe(0)
  })

  it('is not mistaken for a promise', async () => {
    const { useCases, ports } = portal()
    const deferred = deferUseCases(createShellUseCases(ports), async (name) => useCases[name])
    expect(await Promise.resolve(deferred)).toBe(deferred)
  })
})

type FindPort = { readonly find: (id: string) => TE.TaskEither<never, string> }
/** A lazy gateway over a module that counts its loads; the first `failing` loads cannot be fetched. */
const countedGateway = (failing = 0) => {
  let loads = 0
  const port = lazyGateway<{ make: () => FindPort }, FindPort>(
    async () => {
      loads += 1
      if (loads <= failing) throw new Error('offline')
      return { make: () => ({ find: (id) => TE.right(`found ${id}`) }) }
    },
    (m) => m.make(),
  )
  return { port, loads: () => loads }
}

describe('a gateway bound lazily loads its module on the first call', () => {
  it('loads once and forwards each method', async () => {
    const { port, loads } = countedGateway()
    expect(loads()).toBe(0)
    expect(await port.find('a')()).toEqual(E.right('found a'))
    expect(await port.find('b')()).toEqual(E.right('found b'))
    expect(loads()).toBe(1)
  })
  it('answers Unavailable when its module cannot be fetched', async () => {
    const { port } = countedGateway(Infinity)
    expect(await port.find('a')()).toEqual(E.left({ _tag: 'Unavailable', message: CODE_NOT_LOADED }))
  })
})

describe('a lazy gateway fetched ahead (preloadGateway)', () => {
  it('loads its module once, before the first call, which then uses it', async () => {
    const { port, loads } = countedGateway()
    await preloadGateway(port)
    expect(loads()).toBe(1)
    expect(await port.find('a')()).toEqual(E.right('found a'))
    expect(loads()).toBe(1)
  })
  it('resolves for a gateway that is not lazy, and leaves a module that cannot be fetched to the first call', async () => {
    await expect(preloadGateway({ find: () => TE.right('plain') })).resolves.toBeUndefined()
    const { port, loads } = countedGateway(1)
    await expect(preloadGateway(port)).resolves.toBeUndefined()
    expect(await port.find('a')()).toEqual(E.right('found a'))
    expect(loads()).toBe(2)
  })
})
