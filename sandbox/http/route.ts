import * as E from 'fp-ts/Either'
import { type Context, Hono } from 'hono'
import * as t from 'io-ts'
import { FEATURE_LIST_WIRE_KEYS } from '../../adapters/http/contract/access.codecs'
import { describeDecodeErrors } from '../../adapters/http/contract/decode-errors'
import type { RouteGate } from '../../core/access/access'
import { isKioskSession } from '../../core/access/kiosk-session.rule'
import { ROUTES } from '../../core/access/route-map'
import { KIOSK_SESSION_REFUSED } from '../../core/shared/messages'
import { type AuditSpec, appendAuditEntry, changesBetween, auditClockOf, describeAudit, inAuditedTransaction, isDescriptor, remarksOf } from '../audit/audit-log'
import type { Db } from '../db/database'
import type { Persona } from '../seed/personas'
import { CENTRE_NOT_YOURS } from '../selling/messages'
import { centreById, featureList } from '../store/profile-store'
import type { ApiEnv } from './api-env'
import type { AccessLevel } from './api-guards'
import { repeatedRequests } from './idempotency'
import { LIMITS, readJsonBody, STRING_TOO_LONG } from './request-limits'
import { strict } from './strict-codec'

/**
 * The one way a sandbox API route is defined (sandbox/README.md "Defining a route"). The helper,
 * not the route, reads the request: path parameters, query and body are each decoded ONCE, strictly
 * (unknown fields dropped, every input bounded, see request-limits.ts), with the wire contract's
 * codecs; then the permission, the centre scope and the route map's gates are checked on that
 * decoded value; then the handler runs with the very same value. A route that needs a field it did
 * not declare cannot read it, and a route mounted without this helper fails at start-up
 * (`mountRoutes`).
 */

/** What a route acts on, derived from the decoded input and the resources it names (looked up server-side). */
export type CentreScope =
  /** The answer is about the signed-in staff member only (their centres, permissions, reminders). */
  | { readonly kind: 'caller' }
  /** A customer-wide record (customers, their orders and packs are shared by every centre). */
  | { readonly kind: 'customer' }
  /** Sandbox-only devices (the card terminal simulator, the SMS outbox): no staff data. */
  | { readonly kind: 'device' }
  /**
   * The centres the request acts on (centre ids, resolved from ids, centre service ids or the
   * resource itself). Each must be one of the staff member's; an unknown one is left out (the route answers 404).
   */
  | { readonly kind: 'centres'; readonly ids: readonly (number | undefined)[] }

/** What a public route's handler reads: the decoded request, and no staff member (nobody is signed in). */
export type PublicInput<Q, P, B> = { readonly query: Q; readonly params: P; readonly body: B }

/** What a staff route's handler reads: the decoded request and the signed-in staff member. */
export type Input<Q, P, B> = PublicInput<Q, P, B> & { readonly staff: Persona }

/** What a module of routes is made with: the database and the sandbox's clock. */
export type RouteDeps = { readonly db: Db; readonly now: () => number }

/** The codecs a route decodes its path parameters, query and body with. */
type Codecs<Q, P, B> = {
  readonly query?: t.Decoder<unknown, Q>
  readonly params?: t.Decoder<unknown, P>
  readonly body?: t.Decoder<unknown, B>
}

/** A route open to anyone (signing in): no permission, no centre, no screen; its handler has no staff member to read. */
export type PublicRouteSpec<Q, P, B> = Codecs<Q, P, B> & {
  /** What the route does instead of acting at a centre, in words (sandbox/README.md's centre table). */
  readonly centre: string
}

export type RouteSpec<Q, P, B> = Codecs<Q, P, B> & {
  /** A permission (resource and level), or 'staff' for any signed-in staff member. */
  readonly permission: readonly [resource: string, level: AccessLevel] | 'staff'
  /** How the centre is derived, in words (sandbox/README.md's centre table lists it for every route). */
  readonly centre: string
  /** The centre scope, from the decoded input and the resources it names (centre-scope.ts). */
  readonly scope: (i: Input<NoInfer<Q>, NoInfer<P>, NoInfer<B>>) => CentreScope
  /**
   * The portal screen (a path of core/access/route-map.ts) this call serves: its centre-type,
   * employee-id, feature-list and PT gates apply at every centre the scope names.
   */
  readonly screen?: string
  /**
   * A self check-in kiosk session may make this call (the kiosk's own calls and what the shell
   * reads of the caller). Every other call refuses a kiosk session with 403.
   */
  readonly kiosk?: true
}

/**
 * A write route (POST, PUT) also says how it is audited (sandbox/audit/audit-log.ts): an entry
 * descriptor, 'reads' for a call that only reads, or why it is not audited. The type makes it
 * required, so a write route cannot be added without it.
 */
export type WriteRouteSpec<Q, P, B> = RouteSpec<Q, P, B> & {
  readonly audit: AuditSpec<Input<NoInfer<Q>, NoInfer<P>, NoInfer<B>>>
}

/** The path parameters a path names (`v1/checkIns/:checkInId/trainerList` → { checkInId: string }). */
type ParamNames<S extends string> = S extends `${string}:${infer P}/${infer R}` ? P | ParamNames<R> : S extends `${string}:${infer P}` ? P : never
export type ParamsOf<S extends string> = { readonly [K in ParamNames<S>]: string }

export type Handler<Q, P, B> = (c: Context<ApiEnv>, i: Input<Q, P, B>) => Response | Promise<Response>
export type PublicHandler<Q, P, B> = (c: Context<ApiEnv>, i: PublicInput<Q, P, B>) => Response | Promise<Response>

export type DefinedRoute = {
  readonly method: 'GET' | 'POST' | 'PUT' | 'DELETE'
  readonly path: string
  readonly permission: string
  readonly centre: string
  readonly screen?: string
  /** Whether a self check-in kiosk session may make the call. */
  readonly kiosk?: true
  /** How a write route is audited, in words ('MEMBER: CHECK_IN', 'reads', 'not audited: why'); absent on GET. */
  readonly audit?: string
  /** The codecs the route decodes with (tests generate requests from them). */
  readonly codecs: { readonly query?: t.Decoder<unknown, unknown>; readonly params?: t.Decoder<unknown, unknown>; readonly body?: t.Decoder<unknown, unknown> }
}

const defined = new WeakMap<object, DefinedRoute[]>()

/** Every route defined on an app (or on the sub-apps mounted with mountRoutes), in definition order. */
export const definedRoutes = (app: object): readonly DefinedRoute[] => defined.get(app) ?? []

/** The whole app answers for the API routes mounted on its API sub-app (tests read them from the app). */
export const shareRoutes = (app: object, api: Hono<ApiEnv>): void => {
  defined.set(app, defined.get(api) ?? [])
}

/** Path parameters: each a non-empty text of at most 200 characters (a route narrows them with its own codec). */
const AnyParams = t.record(t.string, t.string)
const NoQuery = t.unknown

const invalid = (c: Context, errors: t.Errors): Response => c.json({ message: `Invalid request: ${describeDecodeErrors(errors)}` }, 400)

const decodeWith = <A>(c: Context, codec: t.Decoder<unknown, A> | undefined, raw: unknown, fallback: t.Decoder<unknown, unknown>): E.Either<Response, A> => {
  const d = strict((codec ?? fallback) as t.Decoder<unknown, A>).decode(raw)
  return E.isLeft(d) ? E.left(invalid(c, d.left)) : E.right(d.right)
}

const hasPermission = (staff: Persona, resource: string, level: AccessLevel): boolean => {
  const levels = staff.permissions[resource] ?? []
  return level === 'VIEW' ? levels.length > 0 : levels.includes('EDIT')
}

const present = (s: string | undefined): boolean => typeof s === 'string' && s.trim() !== ''

/** Why the screen's gate keeps the staff member from acting at the centre (undefined: it does not). */
const gateRefusal = (db: Db, gate: RouteGate, staff: Persona, centreId: number | undefined): string | undefined => {
  if (gate.needsCultEmployeeId === true && !present(staff.cultEmployeeId)) return 'This needs a cult employee id.'
  if (gate.needsEmployeeId === true && !present(staff.empId)) return 'This needs an employee id.'
  if (gate.needsCltEmployeeId === true && !(staff.empId ?? '').startsWith('CLT')) return 'This needs a CLT employee id.'
  if (centreId === undefined) return undefined
  const centre = centreById(db, centreId)
  if (centre === undefined) return undefined
  const w = centre.wire
  const onlyOk = gate.onlyTypes === undefined || gate.onlyTypes.includes(w.type) || (gate.orCategory !== undefined && w.category === gate.orCategory)
  if (!onlyOk || (gate.excludedTypes ?? []).includes(w.type)) return `This is not available at ${w.name} (${w.type}).`
  if (gate.featureList !== undefined && !(featureList(db, FEATURE_LIST_WIRE_KEYS[gate.featureList]) ?? []).includes(w.centerServiceId))
    return `This is not enabled at ${w.name}.`
  if (gate.needsPtEnabled === true && !centre.ptEnabled) return `Personal training is not enabled at ${w.name}.`
  return undefined
}

const gateOf = (screen: string): RouteGate => {
  const r = ROUTES.find((x) => x.path === screen)
  if (r === undefined) throw new Error(`route.ts: ${screen} is not a screen of core/access/route-map.ts`)
  return r.gate
}

export type RouteTable = {
  readonly app: Hono<ApiEnv>
  readonly get: <S extends string, Q = undefined, P = ParamsOf<S>, B = undefined>(path: S, spec: RouteSpec<Q, P, B>, h: Handler<NoInfer<Q>, NoInfer<P>, NoInfer<B>>) => void
  readonly post: <S extends string, Q = undefined, P = ParamsOf<S>, B = undefined>(path: S, spec: WriteRouteSpec<Q, P, B>, h: Handler<NoInfer<Q>, NoInfer<P>, NoInfer<B>>) => void
  readonly put: <S extends string, Q = undefined, P = ParamsOf<S>, B = undefined>(path: S, spec: WriteRouteSpec<Q, P, B>, h: Handler<NoInfer<Q>, NoInfer<P>, NoInfer<B>>) => void
}

export type PublicRouteTable = {
  readonly app: Hono<ApiEnv>
  readonly get: <S extends string, Q = undefined, P = ParamsOf<S>, B = undefined>(path: S, spec: PublicRouteSpec<Q, P, B>, h: PublicHandler<NoInfer<Q>, NoInfer<P>, NoInfer<B>>) => void
  readonly post: <S extends string, Q = undefined, P = ParamsOf<S>, B = undefined>(path: S, spec: PublicRouteSpec<Q, P, B>, h: PublicHandler<NoInfer<Q>, NoInfer<P>, NoInfer<B>>) => void
  readonly put: <S extends string, Q = undefined, P = ParamsOf<S>, B = undefined>(path: S, spec: PublicRouteSpec<Q, P, B>, h: PublicHandler<NoInfer<Q>, NoInfer<P>, NoInfer<B>>) => void
}

/** A fresh Hono app whose route definitions are kept (definedRoutes, mountRoutes). */
const tableApp = (): { readonly app: Hono<ApiEnv>; readonly list: DefinedRoute[] } => {
  const app = new Hono<ApiEnv>()
  const list: DefinedRoute[] = []
  defined.set(app, list)
  return { app, list }
}

const definition = <Q, P, B>(
  method: DefinedRoute['method'],
  path: string,
  permission: string,
  spec: Codecs<Q, P, B> & { readonly centre: string; readonly screen?: string; readonly kiosk?: true },
  audit?: string,
): DefinedRoute => ({
  method,
  path,
  permission,
  centre: spec.centre,
  ...(spec.screen === undefined ? {} : { screen: spec.screen }),
  ...(spec.kiosk === true ? { kiosk: true as const } : {}),
  ...(audit === undefined ? {} : { audit }),
  codecs: {
    ...(spec.query === undefined ? {} : { query: strict(spec.query) as t.Decoder<unknown, unknown> }),
    ...(spec.params === undefined ? {} : { params: strict(spec.params) as t.Decoder<unknown, unknown> }),
    ...(spec.body === undefined ? {} : { body: strict(spec.body) as t.Decoder<unknown, unknown> }),
  },
})

/**
 * The one parse. The body's size, type and nesting first (413, 415, 400: nothing else is read when
 * the body is refused), then path parameters, query and body, each bounded and decoded strictly.
 */
const parseRequest = async <Q, P, B>(c: Context<ApiEnv>, method: DefinedRoute['method'], spec: Codecs<Q, P, B>): Promise<E.Either<Response, PublicInput<Q, P, B>>> => {
  const rawBody = method === 'GET' ? E.right(undefined) : await readJsonBody(c.req.raw)
  if (E.isLeft(rawBody)) return E.left(c.json({ message: rawBody.left.message }, rawBody.left.status))
  const rawParams = c.req.param() as Record<string, string>
  if (Object.values(rawParams).some((v) => v.length > LIMITS.stringLength)) return E.left(c.json({ message: STRING_TOO_LONG }, 400))
  const rawQuery = c.req.query()
  if (Object.entries(rawQuery).some(([k, v]) => k.length > LIMITS.stringLength || v.length > LIMITS.stringLength))
    return E.left(c.json({ message: STRING_TOO_LONG }, 400))
  const params = decodeWith<P>(c, spec.params, rawParams, AnyParams)
  if (E.isLeft(params)) return params
  const query = decodeWith<Q>(c, spec.query, rawQuery, NoQuery)
  if (E.isLeft(query)) return query
  let body = E.right(undefined) as E.Either<Response, B>
  if (spec.body !== undefined) {
    if (rawBody.right === undefined) return E.left(c.json({ message: 'Invalid request: the body is missing.' }, 400))
    body = decodeWith<B>(c, spec.body, rawBody.right, t.unknown)
    if (E.isLeft(body)) return body
  }
  return E.right({ query: query.right, params: params.right, body: E.isRight(body) ? body.right : (undefined as B) })
}

/**
 * A table of API routes on a fresh Hono app, for signed-in staff. `path` is a contract path without
 * the leading slash (PATHS.x); `:name` segments are path parameters.
 */
export const routeTable = (db: Db): RouteTable => {
  const { app, list } = tableApp()

  const define =
    (method: DefinedRoute['method']) =>
    <S extends string, Q, P, B>(path: S, spec: RouteSpec<Q, P, B> & { readonly audit?: AuditSpec<Input<Q, P, B>> }, h: Handler<Q, P, B>): void => {
      const gate = spec.screen === undefined ? undefined : gateOf(spec.screen)
      if (method !== 'GET' && spec.audit === undefined) throw new Error(`route.ts: ${method} ${path} does not say how it is audited (audit)`)
      const audit = spec.audit
      const route = definition(method, path, spec.permission === 'staff' ? 'any staff' : `${spec.permission[0]} ${spec.permission[1]}`, spec, audit === undefined ? undefined : describeAudit(audit))
      list.push(route)
      const run = async (c: Context<ApiEnv>, handler: Handler<Q, P, B>): Promise<Response> => {
        // 0. A self check-in kiosk makes the kiosk's calls only: any other is refused before it is read.
        const staff = c.get('staff')
        if (spec.kiosk !== true && isKioskSession(staff.permissions)) return c.json({ message: KIOSK_SESSION_REFUSED, code: 'KIOSK_SESSION' }, 403)
        // 1. One parse.
        const parsed = await parseRequest(c, method, spec)
        if (E.isLeft(parsed)) return parsed.left
        const input: Input<Q, P, B> = { ...parsed.right, staff }
        // 2. The permission.
        if (spec.permission !== 'staff' && !hasPermission(staff, spec.permission[0], spec.permission[1]))
          return c.json({ message: `You need ${spec.permission[1]} access on ${spec.permission[0]} for this.` }, 403)
        // 3. The centre, derived from the decoded input and the resources it names.
        const scope = spec.scope(input)
        const own = new Set(staff.centres)
        const ids = scope.kind === 'centres' ? scope.ids.filter((x): x is number => x !== undefined) : []
        if (ids.some((id) => !own.has(id))) return c.json({ message: CENTRE_NOT_YOURS }, 403)
        // 4. The screen's gates (centre type, employee ids, feature lists, PT) at each of those centres.
        if (gate !== undefined) {
          for (const id of ids.length === 0 ? [undefined] : ids) {
            const why = gateRefusal(db, gate, staff, id)
            if (why !== undefined) return c.json({ message: why }, 403)
          }
        }
        // 5. A write about a member, an order, a lead, an employee or a setting: it and its audit entry in one transaction.
        if (!isDescriptor(audit)) return handler(c, input)
        return inAuditedTransaction(db, async () => {
          const before = audit.track?.(input, undefined)
          const res = await handler(c, input)
          if (res.status < 200 || res.status > 299 || repeatedRequests.has(c)) return res
          const answer: unknown = (res.headers.get('content-type') ?? '').includes('json') ? await res.clone().json().catch(() => undefined) : undefined
          if (audit.only !== undefined && !audit.only(input, answer, res.status)) return res
          const subjectId = audit.id(input, answer)
          const member = audit.subject === 'MEMBER' ? subjectId : audit.member?.(input, answer)
          const centre = audit.centre !== undefined ? audit.centre(input, answer) : (ids[0] ?? null)
          appendAuditEntry(db, {
            at: auditClockOf(db)(),
            staff,
            centreId: centre ?? null,
            action: typeof audit.action === 'string' ? audit.action : audit.action(input),
            subject: audit.subject,
            subjectId: subjectId === null || subjectId === undefined ? '' : String(subjectId),
            memberId: member === null || member === undefined || member === '' ? null : String(member),
            changes: audit.track === undefined ? [] : changesBetween(before, audit.track(input, answer)),
            remarks: (audit.remarks === undefined ? remarksOf(input.body) : audit.remarks(input)) ?? null,
            call: `${method} ${path}`,
          })
          return res
        })
      }
      app.on(method, `/${path}`, (c) => run(c, h))
      wrappers.set(route, (stub) => (c) => run(c, stub))
    }

  return { app, get: define('GET'), post: define('POST'), put: define('PUT') }
}

/** A route's wrapper (parse, permission, centre, gates, audit) around a handler, by the route's definition. */
export type RouteWrapper = (handler: Handler<unknown, unknown, unknown>) => (c: Context<ApiEnv>) => Promise<Response>

const wrappers = new WeakMap<DefinedRoute, RouteWrapper>()

/**
 * The wrapper of a staff route of the route table, to run around another handler: the audit tests
 * run every route's own checks and audit step around a stub, so a route is proved as soon as it is defined.
 */
export const routeWrapperOf = (route: DefinedRoute): RouteWrapper | undefined => wrappers.get(route)

/**
 * A table of public API routes (signing in): the same one strict parse, no permission, centre or
 * screen check, and a handler that reads the decoded request only: there is no staff member to read.
 */
export const publicRouteTable = (): PublicRouteTable => {
  const { app, list } = tableApp()

  const define =
    (method: DefinedRoute['method']) =>
    <S extends string, Q, P, B>(path: S, spec: PublicRouteSpec<Q, P, B>, h: PublicHandler<Q, P, B>): void => {
      list.push(definition(method, path, 'none (signs in)', spec))
      app.on(method, `/${path}`, async (c) => {
        const parsed = await parseRequest(c, method, spec)
        return E.isLeft(parsed) ? parsed.left : h(c, parsed.right)
      })
    }

  return { app, get: define('GET'), post: define('POST'), put: define('PUT') }
}

/**
 * Mounts route tables on the API app and keeps their definitions; any route a table's app holds
 * that was not defined through routeTable stops the sandbox at start-up.
 */
export const mountRoutes = (api: Hono<ApiEnv>, tables: readonly Hono<ApiEnv>[]): void => {
  const all = defined.get(api) ?? []
  defined.set(api, all)
  for (const sub of tables) {
    const mine = defined.get(sub)
    if (mine === undefined) throw new Error('mountRoutes: an API app was not made with routeTable or publicRouteTable')
    for (const r of sub.routes) {
      if (r.method === 'ALL') continue
      if (!mine.some((m) => m.method === r.method && `/${m.path}` === r.path))
        throw new Error(`mountRoutes: ${r.method} ${r.path} was not defined with routeTable (see sandbox/README.md)`)
    }
    all.push(...mine)
    api.route('/', sub)
  }
}
