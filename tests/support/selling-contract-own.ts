import { type HttpClient, createHttpClient } from '../../adapters/http/http-client'
import { SESSION_COOKIE } from '../../adapters/http/contract/wire'
import { createInMemoryReporter } from '../../adapters/reporting/in-memory-reporter'
import { signInToSandbox } from '../../composition/node/sandbox-session'

/** The portal's HttpClient signed in to a sandbox at `url` (one a test started itself). */
export const signInTo = async (url: string, persona: string): Promise<HttpClient> => {
  const session = await signInToSandbox(url, persona)
  return createHttpClient({
    origin: url,
    fetch: globalThis.fetch,
    reporter: createInMemoryReporter(),
    headers: { cookie: `${SESSION_COOKIE}=${session}` },
    onUnauthorised: () => undefined,
  })
}
