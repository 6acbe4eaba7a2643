import { Container, type ServiceIdentifier } from 'inversify'
import { systemClock } from '../../adapters/clock/system-clock'
import type { CorePorts } from '../../core/ports'
import type { UseCases } from '../../core/use-cases'
import { bindHttpGateways, bindPorts } from '../core-bindings'
import { preloadGateway } from '../lazy-gateway'
import { TOKENS } from '../tokens'
import type { BrowserPlatform } from './platform'
import { createBrowserPaymentSignals } from '../../adapters/storage/payment-signals.browser'
import { provideOfflineDesk } from '../../core/shared/offline-desk-slot'

/** The browser's composition root: each core area's use cases, bound on the first call of that area. */
export type BrowserComposition = {
  /** The area's use cases, made once over the core's ports with `make` (the area's loaded chunk). */
  readonly useCasesOf: (area: string, make: (ports: CorePorts) => Partial<UseCases>) => Partial<UseCases>
  /** Fetches the named ports' lazy gateways (their HTTP adapters and codecs) ahead of their first call. */
  readonly warmPorts: (names: readonly (keyof CorePorts)[]) => Promise<void>
}

/**
 * The browser composition root: the platform pieces made by the entry (HTTP client, cookie and
 * localStorage stores, WebCrypto, the reporter), every HTTP gateway and the core's ports. This
 * module is its own chunk, fetched with the first screen call once the first screen has painted
 * (use-case-areas.ts). It holds no use case: each core area's use cases are their own chunk,
 * fetched by the first call of that area beside this one, and bound in this container then (one
 * binding per area), so a screen loads only its areas' use cases.
 */
export const createBrowserComposition = (platform: BrowserPlatform): BrowserComposition => {
  const c = new Container()
  c.bind(TOKENS.reporter).toConstantValue(platform.reporter)
  c.bind(TOKENS.http).toConstantValue(platform.http)
  c.bind(TOKENS.selection).toConstantValue(platform.selection)
  c.bind(TOKENS.storage).toConstantValue(platform.storage)
  c.bind(TOKENS.clock).toConstantValue(systemClock)
  c.bind(TOKENS.ids).toConstantValue(platform.ids)
  c.bind(TOKENS.pii).toConstantValue(platform.pii)
  c.bind(TOKENS.paymentSignals).toConstantValue(createBrowserPaymentSignals(window, platform.ids.next()))
  bindHttpGateways(c)
  bindPorts(c)
  // The desk without a network (the queue in IndexedDB, its sender): its own chunk, fetched by the
  // first screen that queues or shows the queue. The browser's only: the node composition stays online.
  provideOfflineDesk((staffId) => import('../../adapters/storage/offline-desk.browser').then(({ offlineDeskFor }) => offlineDeskFor(platform, staffId)))
  const areaTokens = new Map<string, ServiceIdentifier<Partial<UseCases>>>()
  return {
    useCasesOf: (area, make) => {
      let token = areaTokens.get(area)
      if (token === undefined) {
        const bound: ServiceIdentifier<Partial<UseCases>> = Symbol(`UseCases:${area}`)
        c.bind(bound)
          .toDynamicValue((ctx) => make(ctx.get(TOKENS.ports)))
          .inSingletonScope()
        areaTokens.set(area, bound)
        token = bound
      }
      return c.get(token)
    },
    warmPorts: (names) => {
      const ports = c.get<CorePorts>(TOKENS.ports)
      return Promise.all(names.map((n) => preloadGateway(ports[n]))).then(() => undefined)
    },
  }
}
