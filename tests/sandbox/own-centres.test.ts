import fc from 'fast-check'
import { PATHS, pathWith } from '../../adapters/http/contract/paths'
import { PATHS_SANDBOX } from '../../adapters/http/contract/sandbox-paths'
import { API_BASE, CSRF_HEADER, CSRF_VALUE, SESSION_COOKIE } from '../../adapters/http/contract/wire'
import { personaByName } from '../../sandbox/http/sessions'
import { DEMO } from '../../sandbox/seed/profile'
import { CENTRE_NOT_YOURS } from '../../sandbox/selling/messages'
import { fuzzOptions, fuzzRuns, fuzzTimeout } from '../support/fuzz'
import { routeTableRoutes } from '../support/api-routes'
import { sampleFor } from '../support/request-from-codec'
import { cashPayment, newCustomer, orderBody, signIn, startOwnSandbox, type OwnSandbox, type StaffClient } from '../support/selling-sandbox'

/**
 * Staff act only at their own centres, whatever the request says. For EVERY route whose centre is
 * derived (sandbox/README.md, "Centre of each call"), fast-check generates a request the route's
 * codecs accept that acts at Indiranagar (centre 2, service 1002) or on a resource there (its
 * check-in, membership, order, terminal, payment, pack; Jayanagar's bootcamp slot), signed in as
 * the centre manager of 1, 3 and 4, in padded (` 2`, `\t2`, `0002`), nested (own-centre decoys in
 * fields the contract does not name) and id-keyed variants. The answer is 403 'This centre is not
 * one of yours.', or 404 where the resource does not exist; never a 2xx, never a 500.
 * FC_NUM_RUNS sets the runs per route (default 8).
 */
const RUNS = fuzzRuns(8)
const FOREIGN_SESSION = 987654

let sb: OwnSandbox
let cookie: string
const foreign = { checkIn: 0, membership: 0, order: '', payment: '', classId: '' }

beforeAll(async () => {
  sb = await startOwnSandbox(Date.now())
  const owner: StaffClient = await signIn(sb.url, 'owner')
  // A sale at centre 2 (FOFO: cash without OTP) makes a membership and an order there; a card sale makes a terminal payment.
  const buyer = await newCustomer(owner)
  const cash = await owner.post(
    PATHS.createCashOrder,
    { orderReqBody: orderBody({ userId: buyer, centreId: 2, productId: 'PACK-2-SELECT-1M', startDate: Date.now() }), paymentSuccessReqBody: cashPayment(295000) },
    { 'idempotency-key': 'own-centres-cash' },
  )
  expect(cash.status, JSON.stringify(cash.body)).toBe(200)
  foreign.order = (cash.body as { orderId: string }).orderId
  foreign.membership = sb.db.prepare("SELECT id FROM customer_memberships WHERE json_extract(data, '$.centerId') = 2 LIMIT 1").pluck().get() as number
  const card = await owner.post(PATHS.createGatewayOrder, {
    orderReqBody: orderBody({ userId: buyer, centreId: 2, productId: 'PACK-2-SELECT-1M', startDate: Date.now() }),
    paytmGatewayOrderReqBody: { gatewayType: 'PAYTM_POS', paymentMode: 'POS', meta: { tid: 'EDC-1002-A', requestId: 'own-centres-card' } },
  })
  expect(card.status, JSON.stringify(card.body)).toBe(200)
  foreign.payment = (card.body as { gatewayOrder: { gatewayId: string } }).gatewayOrder.gatewayId
  foreign.checkIn = sb.db.prepare('SELECT id FROM check_ins WHERE centre_id = 2 LIMIT 1').pluck().get() as number
  // ---- classes and play: a group class at centre 2 ----
  foreign.classId = sb.db.prepare('SELECT id FROM group_classes WHERE centre_id = 2 LIMIT 1').pluck().get() as string
  // A PT session at centre 2 (the seed has them only at centre 1): a copy of one, moved there.
  const s = sb.db.prepare('SELECT * FROM pt_sessions LIMIT 1').get() as { user_id: string; trainer_id: string; pack_id: number | null; start_time: number; end_time: number; status: string; data: string }
  sb.db.prepare('INSERT INTO pt_sessions (id, user_id, trainer_id, pack_id, start_time, end_time, status, data) VALUES (?, ?, ?, ?, ?, ?, ?, ?)').run(
    FOREIGN_SESSION, s.user_id, s.trainer_id, s.pack_id, s.start_time, s.end_time, s.status, JSON.stringify({ ...JSON.parse(s.data), id: FOREIGN_SESSION, centerId: 2 }),
  )
  const r = await fetch(`${sb.url}${API_BASE}/${PATHS_SANDBOX.session}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [CSRF_HEADER]: CSRF_VALUE },
    body: JSON.stringify({ persona: 'centre-manager' }),
  })
  cookie = `${SESSION_COOKIE}=${((await r.json()) as { session: string }).session}`
}, 60_000)
afterAll(() => sb.close())

/** The value each named field gets: something at, or of, a centre that is not the centre manager's. */
const foreignValue = (field: string): unknown => {
  switch (field) {
    case 'centerId':
    case 'centreId':
    case 'preferredCenterId':
      return 2
    case 'centerServiceId':
    case 'centerServiceCenterId':
      return 1002
    case 'centerIds':
      return [1002]
    case 'checkInId':
    case 'checkinId':
      return foreign.checkIn
    case 'membershipId':
      return foreign.membership
    case 'orderId':
    case 'invoiceNo':
      return foreign.order
    case 'gatewayOrderId':
    case 'cfPaymentId':
    case 'gatewayId':
    case 'paymentId':
      return foreign.payment
    case 'tid':
      return 'EDC-1002-A'
    case 'packId':
    case 'productId':
      return 'PACK-2-SELECT-1M'
    case 'preferenceValue':
      return 'BC-5-0600'
    case 'sessionId':
    case 'oldSessionId':
      return FOREIGN_SESSION
    case 'userId':
      return DEMO.activeOver30.id
    case 'phone':
    case 'phoneNumber':
    case 'mobileNumber':
      return DEMO.activeOver30.phone
    case 'action':
      return 'CENTER'
    // ---- reports: the report query's owner entity is the centre id ----
    case 'ownerEntityIdentifier':
      return '2'
    // ---- operations: issues and door: a door device of Indiranagar One Pass (2) ----
    case 'deviceId':
      return 'DOOR-2-1'
    // ---- classes and play ----
    case 'classId':
      return foreign.classId
    // ---- tasks and calls (part): a seeded task at Bellandur Hybrid (centre 6) ----
    case 'taskUuid':
    case 'taskId':
      return 'crm-6-01'
    // ---- performance: a PQS metric is not a centre's; its centre is the request's ----
    case 'metricId':
      return '1'
    // ---- shift patterns (rostering): a seeded pattern of centre 1002 ----
    case 'patternId':
      return 'SP-1002-1'
    default:
      return undefined
  }
}

/** Every route of the route table whose centre is derived (a route added on another branch is covered as soon as it is mounted). */
const scoped = routeTableRoutes().filter((r) => !r.centre.startsWith('none'))

/** Ways to write a number in a query or path that decode to the same number. */
const pad = fc.constantFrom<[(s: string) => string, boolean]>(
  [(s) => s, false],
  [(s) => ` ${s}`, true],
  [(s) => `\t${s}`, true],
  [(s) => `000${s}`, true],
  [(s) => `${s} `, true],
)
/** Own-centre decoys in fields the contract does not name (dropped by the strict parse, so they cannot steer the guard). */
const decoys = fc.dictionary(
  fc.constantFrom('meta', 'nested', 'scope', 'extra', 'context2'),
  fc.constantFrom({ centerId: 1 }, { centerServiceId: 1001 }, { clientMetadata: { centerId: 1, centerServiceCenterId: 1001 } }, [{ centreId: 3 }]),
  { maxKeys: 3 },
)

describe('own centres only, on every route whose centre is derived', () => {
  it('covers the routes the README lists with a centre', () => expect(scoped.length).toBeGreaterThan(55))

  it.each(scoped.map((r) => [`${r.method} ${r.path}`, r] as const))('%s: a foreign-centre request is 403 (404 if the thing does not exist)', async (_n, r) => {
    const params: Record<string, string> = Object.fromEntries([...r.path.matchAll(/:(\w+)/g)].map(([, name]) => [name, String(foreignValue(name ?? '') ?? 'x')]))
    const query = r.codecs.query === undefined ? {} : (sampleFor(r.codecs.query, foreignValue) as Record<string, string> | undefined)
    const body = r.codecs.body === undefined ? undefined : sampleFor(r.codecs.body, foreignValue)
    expect(query, 'a decodable query').toBeDefined()
    if (r.codecs.body !== undefined) expect(body, 'a decodable body').toBeDefined()
    await fc.assert(
      fc.asyncProperty(pad, pad, decoys, async ([padQuery, paddedQuery], [padParam, paddedParam], extra) => {
        const p: Record<string, string> = Object.fromEntries(Object.entries(params).map(([k, v]) => [k, /^\d+$/.test(v) ? padParam(v) : v]))
        const q = Object.entries(query ?? {}).map(([k, v]): [string, string] => [k, /^\d+$/.test(String(v)) ? padQuery(String(v)) : String(v)])
        const qs = new URLSearchParams(q).toString()
        const sent = body !== null && typeof body === 'object' && !Array.isArray(body) ? { ...extra, ...body } : body
        const res = await fetch(`${sb.url}${API_BASE}/${pathWith(r.path, p)}${qs === '' ? '' : `?${qs}`}`, {
          method: r.method,
          headers: { cookie, ...(r.method === 'GET' ? {} : { [CSRF_HEADER]: CSRF_VALUE, 'content-type': 'application/json' }) },
          ...(r.method === 'GET' || sent === undefined ? {} : { body: JSON.stringify(sent) }),
        })
        const text = await res.text()
        // A padding the route's codec does not accept is refused before anything reads it (400); never a 2xx.
        const allowed = paddedQuery || paddedParam ? [400, 403, 404] : [403, 404]
        expect(allowed, `${r.method} ${r.path} ${qs} ${text.slice(0, 200)}`).toContain(res.status)
        if (res.status === 403) expect(JSON.parse(text)).toEqual({ message: CENTRE_NOT_YOURS })
      }),
      fuzzOptions(RUNS),
    )
  }, fuzzTimeout(RUNS, 1_000))

  it('lets the same kind of request through at the persona’s own centres', async () => {
    const cm = await signIn(sb.url, 'centre-manager')
    expect(personaByName(sb.db, 'centre-manager')?.centres).toEqual([1, 3, 4])
    expect((await cm.get(PATHS.packs, { centerId: 1 })).status).toBe(200)
    expect((await cm.get(PATHS.packs, { centerId: 3 })).status).toBe(200)
    expect((await cm.get(PATHS.packs, { centerId: 2 })).status).toBe(403)
    expect((await cm.get(PATHS.bootcampSlots, { centerServiceId: 1005 })).status).toBe(403)
    // An unknown centre is the route's business: 404, not 403.
    expect((await cm.get(PATHS.packs, { centerId: 99 })).status).toBe(404)
  })
})
