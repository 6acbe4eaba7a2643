import * as t from 'io-ts'
import { describe, expect, it, vi } from 'vitest'
import { createHttpCustomerDirectory } from '../../adapters/http/customer-directory.http'
import { createHttpClient } from '../../adapters/http/http-client'
import { routeTableRoutes } from '../support/api-routes'

/*
 * No phone (nor e-mail) ever travels in an address: no call of the route table names one in its
 * path or query, and the HTTP adapter's phone look-ups and phone actions send the phone in the
 * body. User ids may be in a path or query where the spec puts them (the profile's calls), but
 * never a phone in a user id's place: the sell screens look a typed phone up in a body.
 */

/** A field that holds a phone, an e-mail or the OTP service's identifier ('+91-<phone>'). */
const PII = /phone|mobile|e-?mail|^identifier$|^(q|query|search|input)$/i

/** The field names an io-ts codec decodes (types, partials, exact, intersections, unions). */
const fieldsOf = (c: unknown): readonly string[] => {
  if (c === undefined || c === null || typeof c !== 'object') return []
  const x = c as { props?: Record<string, unknown>; types?: readonly unknown[]; type?: unknown }
  if (x.props !== undefined) return Object.keys(x.props)
  if (x.types !== undefined) return x.types.flatMap(fieldsOf)
  if (x.type !== undefined) return fieldsOf(x.type)
  return []
}

const routes = routeTableRoutes()

describe('no phone in any address of the API', () => {
  it('reads the whole route table, and reads query codecs', () => {
    expect(routes.length).toBeGreaterThan(80)
    expect(routes.some((r) => fieldsOf(r.codecs.query).length > 0)).toBe(true)
  })

  it.each(routes.map((r) => [`${r.method} ${r.path}`, r] as const))('%s: no path parameter or query field carries a phone or e-mail', (_n, r) => {
    const params = (r.path.match(/:[A-Za-z]+/g) ?? []).map((p) => p.slice(1))
    expect(params.filter((p) => PII.test(p))).toEqual([])
    expect(fieldsOf(r.codecs.query).filter((k) => PII.test(k))).toEqual([])
  })

  it('the field check itself spots a phone field', () => {
    expect(fieldsOf(t.partial({ userId: t.string, phoneNumber: t.string })).filter((k) => PII.test(k))).toEqual(['phoneNumber'])
  })
})

describe("the HTTP adapter's phone calls", () => {
  const PHONE = '9876543210'
  const capture = () => {
    const calls: { url: string; body: string }[] = []
    const fetch = vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, body: typeof init.body === 'string' ? init.body : '' })
      return new Response(JSON.stringify({ message: 'no' }), { status: 400 })
    })
    const http = createHttpClient({ origin: 'http://desk', fetch, reporter: { report: vi.fn() }, onUnauthorised: vi.fn() } as unknown as Parameters<typeof createHttpClient>[0])
    return { calls, directory: createHttpCustomerDirectory(http) }
  }

  it.each([
    ['user details by phone', (d: ReturnType<typeof capture>['directory']) => d.userByPhone(PHONE)],
    ['create user by phone (Register New User)', (d: ReturnType<typeof capture>['directory']) => d.createByPhone(PHONE, { firstName: 'Asha', lastName: 'Rao' })],
    ['BCA history', (d: ReturnType<typeof capture>['directory']) => d.bcaHistory(1, PHONE)],
    ['clear biometrics', (d: ReturnType<typeof capture>['directory']) => d.clearBiometrics(PHONE, 1)],
  ] as const)('%s: the phone is in the body, never the URL', async (_n, call) => {
    const { calls, directory } = capture()
    await call(directory)()
    expect(calls.length).toBeGreaterThan(0)
    for (const c of calls) {
      expect(c.url).not.toContain(PHONE)
      expect(c.body).toContain(PHONE)
    }
  })
})
