import { Container } from 'inversify'
import type { UseCases } from '../../core/use-cases'
import type { ErrorReporter } from '../../core/shared/error-reporter.port'
import { systemClock } from '../../adapters/clock/system-clock'
import { createRandomIds } from '../../adapters/crypto/ids'
import { createWebCryptoPiiCipher } from '../../adapters/crypto/webcrypto-pii-cipher'
import { createHttpClient } from '../../adapters/http/http-client'
import { createCookieStore } from '../../adapters/storage/cookie-store'
import { createLocalStorageStore } from '../../adapters/storage/local-storage-store'
import { bindCore, bindHttpGateways } from '../core-bindings'
import { TOKENS } from '../tokens'

export type BrowserConfig = {
  /** Origin of the centre operations API; '' means the portal's own origin. */
  readonly apiOrigin: string
  readonly reporter: ErrorReporter
}

/** The browser composition root: HTTP gateways, cookie and localStorage stores, WebCrypto. */
export const createBrowserUseCases = (config: BrowserConfig): UseCases => {
  const c = new Container()
  c.bind(TOKENS.reporter).toConstantValue(config.reporter)
  c.bind(TOKENS.http)
    .toDynamicValue((ctx) =>
      createHttpClient({
        origin: config.apiOrigin,
        fetch: (input, init) => window.fetch(input, init),
        reporter: ctx.get(TOKENS.reporter),
        onUnauthorised: () => {
          if (window.location.pathname !== '/') window.location.assign('/')
        },
      }),
    )
    .inSingletonScope()
  c.bind(TOKENS.selection).toConstantValue(createCookieStore(document))
  c.bind(TOKENS.storage).toConstantValue(createLocalStorageStore(window.localStorage))
  c.bind(TOKENS.clock).toConstantValue(systemClock)
  c.bind(TOKENS.ids).toConstantValue(createRandomIds(window.crypto))
  c.bind(TOKENS.pii).toConstantValue(createWebCryptoPiiCipher(window.crypto.subtle))
  bindHttpGateways(c)
  bindCore(c)
  return c.get(TOKENS.useCases)
}
