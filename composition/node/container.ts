import { webcrypto } from 'node:crypto'
import { Container } from 'inversify'
import type { ErrorReporter } from '../../core/shared/error-reporter.port'
import type { UseCases } from '../../core/use-cases'
import { systemClock } from '../../adapters/clock/system-clock'
import { createRandomIds } from '../../adapters/crypto/ids'
import { createWebCryptoPiiCipher } from '../../adapters/crypto/webcrypto-pii-cipher'
import { createHttpClient } from '../../adapters/http/http-client'
import { SESSION_COOKIE } from '../../adapters/http/contract/wire'
import { createConsoleReporter } from '../../adapters/reporting/console-reporter'
import { createMemoryStore } from '../../adapters/storage/memory-store'
import { createInMemoryPaymentSignals } from '../../adapters/in-memory/payment-signals.in-memory'
import { bindCore, bindHttpGateways } from '../core-bindings'
import { TOKENS } from '../tokens'

export type NodePortalOptions = {
  /** Where the centre operations API lives, e.g. http://127.0.0.1:8080 */
  readonly baseUrl: string
  /** The staff session token (the value of the session cookie). */
  readonly session: string
  readonly reporter?: ErrorReporter
}

/**
 * The headless entry: the same typed UseCases record the UI gets, over HTTP with the given
 * session, in-memory stores and a console error reporter.
 */
export const createNodePortal = (o: NodePortalOptions): UseCases => {
  const c = new Container()
  c.bind(TOKENS.reporter).toConstantValue(o.reporter ?? createConsoleReporter())
  c.bind(TOKENS.http)
    .toDynamicValue((ctx) =>
      createHttpClient({
        origin: o.baseUrl.replace(/\/$/, ''),
        fetch: globalThis.fetch,
        reporter: ctx.get(TOKENS.reporter),
        headers: { cookie: `${SESSION_COOKIE}=${o.session}` },
        onUnauthorised: () => undefined,
      }),
    )
    .inSingletonScope()
  c.bind(TOKENS.selection).toConstantValue(createMemoryStore())
  c.bind(TOKENS.storage).toConstantValue(createMemoryStore())
  c.bind(TOKENS.clock).toConstantValue(systemClock)
  c.bind(TOKENS.ids).toConstantValue(createRandomIds(webcrypto as unknown as Crypto))
  c.bind(TOKENS.pii).toConstantValue(createWebCryptoPiiCipher(webcrypto.subtle as unknown as SubtleCrypto))
  c.bind(TOKENS.paymentSignals).toConstantValue(createInMemoryPaymentSignals('script'))
  bindHttpGateways(c)
  bindCore(c)
  return c.get(TOKENS.useCases)
}
