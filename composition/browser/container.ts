import { Container } from 'inversify'
import { systemClock } from '../../adapters/clock/system-clock'
import type { UseCases } from '../../core/use-cases'
import { bindCore, bindHttpGateways } from '../core-bindings'
import { TOKENS } from '../tokens'
import type { BrowserPlatform } from './platform'
import { createBrowserPaymentSignals } from '../../adapters/storage/payment-signals.browser'
import { provideOfflineDesk } from '../../core/shared/offline-desk-slot'

/**
 * The browser composition root: the platform pieces made by the entry (HTTP client, cookie and
 * localStorage stores, WebCrypto, the reporter), every HTTP gateway and the use cases. This
 * module is its own chunk, loaded right after the first screen starts drawing (main.tsx).
 */
export const createBrowserUseCases = (platform: BrowserPlatform): UseCases => {
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
  bindCore(c)
  // The desk without a network (the queue in IndexedDB, its sender): its own chunk, fetched by the
  // first screen that queues or shows the queue. The browser's only: the node composition stays online.
  provideOfflineDesk((staffId) => import('../../adapters/storage/offline-desk.browser').then(({ offlineDeskFor }) => offlineDeskFor(platform, staffId)))
  return c.get(TOKENS.useCases)
}
