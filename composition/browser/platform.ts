import type { Clock } from '../../core/shared/clock.port'
import type { ErrorReporter } from '../../core/shared/error-reporter.port'
import type { IdGenerator } from '../../core/shared/id-generator.port'
import type { KeyValueStore } from '../../core/shared/key-value-store.port'
import type { PiiCipher } from '../../core/shared/pii-cipher.port'
import type { ShellPorts } from '../../core/shell-use-cases'
import { systemNow } from '../../adapters/clock/system-now'
import { createRandomIds } from '../../adapters/crypto/ids'
import { createWebCryptoPiiCipher } from '../../adapters/crypto/webcrypto-pii-cipher'
import { createHttpCentreDirectory } from '../../adapters/http/centre-directory.http'
import { type HttpClient, createHttpClient } from '../../adapters/http/http-client'
import { createHttpStaffAccess } from '../../adapters/http/staff-access.http'
import { createCookieStore } from '../../adapters/storage/cookie-store'
import { createLocalStorageStore } from '../../adapters/storage/local-storage-store'

export type BrowserConfig = {
  /** Origin of the centre operations API; '' means the portal's own origin. */
  readonly apiOrigin: string
  readonly reporter: ErrorReporter
}

/**
 * The browser's platform pieces and the shell's two gateways, made once in the entry chunk
 * without the container, so the first screen can draw before the Inversify container (and every
 * screen's gateways) has loaded. The container binds these same instances (container.ts).
 */
export type BrowserPlatform = ShellPorts & {
  readonly http: HttpClient
  readonly ids: IdGenerator
  readonly pii: PiiCipher
  readonly selection: KeyValueStore
  readonly storage: KeyValueStore
  /** The time only; the full Clock (with its rxjs timers) is bound by the container (container.ts). */
  readonly clock: Pick<Clock, 'now'>
}

export const createBrowserPlatform = (config: BrowserConfig): BrowserPlatform => {
  const http = createHttpClient({
    origin: config.apiOrigin,
    fetch: (input, init) => window.fetch(input, init),
    reporter: config.reporter,
    onUnauthorised: () => {
      if (window.location.pathname !== '/') window.location.assign('/')
    },
  })
  return {
    http,
    reporter: config.reporter,
    centres: createHttpCentreDirectory(http),
    staffAccess: createHttpStaffAccess(http),
    selection: createCookieStore(document),
    storage: createLocalStorageStore(window.localStorage),
    clock: { now: systemNow },
    ids: createRandomIds(window.crypto),
    pii: createWebCryptoPiiCipher(window.crypto.subtle),
  }
}
