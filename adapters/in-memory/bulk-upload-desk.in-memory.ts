import * as E from 'fp-ts/Either'
import type { BulkApplied, BulkCheck, BulkRow, BulkUploadAudit, BulkUploadKind, RowError, RowChange, UploadStamp } from '../../core/operations/bulk-upload'
import type { BulkUploadDesk } from '../../core/operations/bulk-upload-desk.port'
import { BULK_UPLOAD_RULES, bulkStagingRefusal } from '../../core/operations/bulk-upload-rules.rule'
import { stagedRowCheck } from '../../core/operations/csv-table.rule'
import type { Clock } from '../../core/shared/clock.port'
import { type GatewayError, notFound, rejected } from '../../core/shared/errors'
import * as M from '../../core/shared/messages'
import { followUpDateAllowed } from '../../core/lead/lead.rule'
import { run } from './run'

/**
 * The data the uploads act on, as the sandbox seeds it (sandbox/seed/uploads.ts): members 700001
 * to 700400 in segments 7101 and 7102 of centre 1 (and the first 50 in 7301 of centre 3), each with
 * the offers DIWALI-20 and FRIEND-FLAT-500 availed at centre 1, and memberships 90001 to 90400 at
 * centre 1 whose type is SELECT, ELITE, PRO in turn.
 */
export type UploadsWorld = {
  readonly segments: Map<number, { centreId: number; members: Set<string> }>
  readonly offers: Map<string, 'AVAILED' | 'REVERTED'>
  readonly memberships: Map<number, { centreId: number; type: string; end: number }>
  readonly leads: Map<string, { name: string; source: string; quality: string; owner: string; followUpDate: string }>
  /** Staff members at each centre (employee id and email), the leads' owners. */
  readonly staff: ReadonlyMap<number, readonly { readonly id: string; readonly email: string; readonly name: string }[]>
}

const DAY = 86_400_000

export const createUploadsWorld = (now: number): UploadsWorld => {
  const segments = new Map<number, { centreId: number; members: Set<string> }>([
    [7101, { centreId: 1, members: new Set() }],
    [7102, { centreId: 1, members: new Set() }],
    [7301, { centreId: 3, members: new Set() }],
  ])
  const offers = new Map<string, 'AVAILED' | 'REVERTED'>()
  const memberships = new Map<number, { centreId: number; type: string; end: number }>()
  for (let i = 0; i < 400; i++) {
    const userId = String(700_001 + i)
    segments.get(7101)?.members.add(userId)
    segments.get(7102)?.members.add(userId)
    if (i < 50) segments.get(7301)?.members.add(userId)
    for (const o of ['DIWALI-20', 'FRIEND-FLAT-500']) offers.set(`${userId}|${o}|1`, 'AVAILED')
    memberships.set(90_001 + i, { centreId: 1, type: ['SELECT', 'ELITE', 'PRO'][i % 3] ?? 'SELECT', end: now + 100 * DAY })
  }
  const staff = new Map([
    [
      1,
      [
        { id: 'staff-owner', email: 'asha.owner@centres.example', name: 'Asha Rao' },
        { id: 'staff-cm', email: 'vikram.cm@centres.example', name: 'Vikram Shetty' },
      ],
    ],
  ])
  return { segments, offers, memberships, leads: new Map(), staff }
}

type Upload = {
  id: string
  kind: BulkUploadKind
  centreId: number
  fileName: string
  type?: string
  expected: number
  createdAt: number
  appliedAt?: number
  status: 'STAGING' | 'CHECKED' | 'APPLIED' | 'UNCHANGED' | 'NOTHING_CHANGED'
  fileErrors: number
  rows: Map<number, readonly string[]>
  hash?: string
  changed: number
  errors: number
  changes: RowChange[]
}

type Problem = { column: string; reason: string }
type Plan = { errors: readonly Problem[] } | { unchanged: true } | { change: string; write: () => void }
const refused = (column: string, reason: string): Plan => ({ errors: [{ column, reason }] })

/** The bulk uploads over an in-process world: the same rules, dry run and all-or-none apply as the sandbox. */
export const createInMemoryBulkUploadDesk = (clock: Clock, staffName = 'Asha Rao', world: UploadsWorld = createUploadsWorld(clock.now())): BulkUploadDesk & { readonly world: UploadsWorld } => {
  const uploads = new Map<string, Upload>()
  let seq = 0

  const plan = (u: Upload, cells: readonly string[]): Plan => {
    const [a = '', b = '', c = '', d = '', e = '', f = ''] = cells
    switch (u.kind) {
      case 'segment': {
        const s = world.segments.get(Number(b))
        if (s === undefined || s.centreId !== u.centreId) return refused('segmentId', M.UPLOAD_NOT_IN_SEGMENT)
        if (!s.members.has(a)) return { unchanged: true }
        return { change: `Member ${a} removed from segment ${b}`, write: () => s.members.delete(a) }
      }
      case 'offer': {
        const key = `${a}|${b}|${u.centreId}`
        const st = world.offers.get(key)
        if (st === undefined) return refused('offerId', M.UPLOAD_OFFER_NOT_AVAILED)
        if (st === 'REVERTED') return { unchanged: true }
        return { change: `Offer ${b} of member ${a} reverted`, write: () => world.offers.set(key, 'REVERTED') }
      }
      case 'extend': {
        const m = world.memberships.get(Number(a))
        if (m === undefined || m.centreId !== u.centreId) return refused('membershipId', M.UPLOAD_MEMBERSHIP_UNKNOWN)
        if (m.type !== u.type) return refused('membershipId', M.uploadMembershipTypeMismatch(m.type, u.type ?? ''))
        return { change: `Membership ${a} extended by ${b} days`, write: () => world.memberships.set(Number(a), { ...m, end: m.end + Number(b) * DAY }) }
      }
      case 'leads': {
        const key = `${u.centreId}|${b}`
        const owner = e === '' ? staffName : world.staff.get(u.centreId)?.find((s) => s.id.toLowerCase() === e.toLowerCase() || s.email.toLowerCase() === e.toLowerCase())?.name
        const problems: Problem[] = []
        if (owner === undefined) problems.push({ column: 'owner', reason: M.UPLOAD_OWNER_UNKNOWN })
        if (f !== '' && !followUpDateAllowed(f, clock.now())) problems.push({ column: 'followUpDate', reason: M.FOLLOW_UP_DATE_OUT_OF_RANGE })
        if (problems.length > 0 || owner === undefined) return { errors: problems }
        if (world.leads.has(key)) return { unchanged: true }
        return { change: `Lead ${a} added, owned by ${owner}`, write: () => world.leads.set(key, { name: a, source: c, quality: d, owner, followUpDate: f }) }
      }
    }
  }

  const evaluate = (u: Upload) => {
    const rule = BULK_UPLOAD_RULES[u.kind]
    const rows = [...u.rows.entries()].sort(([x], [y]) => x - y)
    const errors: RowError[] = []
    const plans: { row: number; plan: Plan }[] = []
    const check = stagedRowCheck(rule)
    for (const [row, raw] of rows) {
      const checked = check({ row, cells: raw })
      if ('errors' in checked) {
        errors.push(...checked.errors)
        continue
      }
      const cells = checked.cells
      const p = plan(u, cells)
      if ('errors' in p) errors.push(...p.errors.map((x) => ({ row, ...x })))
      else plans.push({ row, plan: p })
    }
    return { rows, errors, plans, hash: JSON.stringify([u.kind, u.centreId, u.type ?? null, rows.map(([, c]) => c)]) }
  }

  const stamp = (u: Upload): UploadStamp => ({ uploadId: u.id, uploadedBy: staffName, uploadedOn: (u.appliedAt ?? u.createdAt) as UploadStamp['uploadedOn'] })
  const appliedWith = (u: Upload, hash: string): Upload | undefined =>
    [...uploads.values()].find((x) => x.status === 'APPLIED' && x.kind === u.kind && x.centreId === u.centreId && x.hash === hash)
  const get = (kind: BulkUploadKind, id: string): E.Either<GatewayError, Upload> => {
    const u = uploads.get(id)
    return u === undefined || u.kind !== kind ? E.left(notFound(M.UPLOAD_NOT_FOUND)) : E.right(u)
  }
  const record = (u: Upload) => ({
    uploadId: u.id,
    kind: u.kind,
    fileName: u.fileName,
    ...(u.type === undefined ? {} : { type: u.type }),
    uploadedBy: staffName,
    uploadedOn: (u.appliedAt ?? u.createdAt) as UploadStamp['uploadedOn'],
    status: u.status === 'STAGING' ? ('CHECKED' as const) : u.status,
    rows: u.expected,
    changed: u.changed,
    errors: u.errors,
  })

  return {
    world,
    begin: (s) =>
      run(() => {
        const refusal = bulkStagingRefusal(s.kind, s.fileName, s.type, s.rows)
        if (refusal !== undefined) return E.left(rejected(refusal))
        const id = `UPL-mem-${++seq}`
        uploads.set(id, {
          id,
          kind: s.kind,
          centreId: s.centreId,
          fileName: s.fileName.trim(),
          ...(s.kind === 'extend' && s.type !== undefined ? { type: s.type } : {}),
          expected: s.rows,
          fileErrors: s.fileErrors ?? 0,
          createdAt: clock.now(),
          status: 'STAGING',
          rows: new Map(),
          changed: 0,
          errors: 0,
          changes: [],
        })
        return E.right({ uploadId: id })
      }),
    addRows: (kind, id, rows: readonly BulkRow[]) =>
      run(() => {
        const u = get(kind, id)
        if (E.isLeft(u)) return u
        if (u.right.status !== 'STAGING') return E.left(rejected('This upload was already checked: start a new upload'))
        if (u.right.rows.size + rows.length > u.right.expected) return E.left(rejected(`This upload has ${u.right.expected} rows`))
        for (const r of rows) u.right.rows.set(r.row, r.cells)
        return E.right({ received: u.right.rows.size })
      }),
    check: (kind, id) =>
      run(() => {
        const g = get(kind, id)
        if (E.isLeft(g)) return g
        const u = g.right
        if (u.rows.size !== u.expected) return E.left(rejected(`The file was not fully sent: ${u.rows.size} of ${u.expected} rows arrived`))
        const ev = evaluate(u)
        const previous = appliedWith(u, ev.hash)
        if (u.status === 'STAGING') Object.assign(u, { status: 'CHECKED', hash: ev.hash, errors: u.fileErrors + ev.errors.length })
        const changes = ev.plans.filter((p) => 'change' in p.plan).length
        const answer: BulkCheck = {
          uploadId: id,
          rows: ev.rows.length,
          changes: previous === undefined ? changes : 0,
          unchanged: previous === undefined ? ev.plans.length - changes : ev.plans.length,
          errors: ev.errors,
          ...(previous === undefined ? {} : { alreadyApplied: stamp(previous) }),
        }
        return E.right(answer)
      }),
    apply: (kind, id) =>
      run(() => {
        const g = get(kind, id)
        if (E.isLeft(g)) return g
        const u = g.right
        if (u.status === 'STAGING') return E.left(rejected('Check the file (dry run) before applying it'))
        if (u.fileErrors > 0) return E.left(rejected(M.UPLOAD_HAS_ERRORS))
        if (u.status === 'APPLIED' || u.status === 'UNCHANGED' || u.status === 'NOTHING_CHANGED') {
          const previous = u.status === 'UNCHANGED' && u.hash !== undefined ? appliedWith(u, u.hash) : undefined
          return E.right<GatewayError, BulkApplied>({ uploadId: id, status: u.status, changed: u.changed, ...(previous === undefined ? {} : { alreadyApplied: stamp(previous) }) })
        }
        const ev = evaluate(u)
        if (ev.errors.length > 0) return E.left(rejected(M.UPLOAD_HAS_ERRORS))
        const previous = appliedWith(u, ev.hash)
        if (previous !== undefined) {
          Object.assign(u, { status: 'UNCHANGED', hash: ev.hash, changed: 0, appliedAt: clock.now() })
          return E.right<GatewayError, BulkApplied>({ uploadId: id, status: 'UNCHANGED', changed: 0, alreadyApplied: stamp(previous) })
        }
        for (const p of ev.plans) {
          if (!('change' in p.plan)) continue
          p.plan.write()
          u.changes.push({ row: p.row, change: p.plan.change })
        }
        const status = u.changes.length === 0 ? 'NOTHING_CHANGED' : 'APPLIED'
        Object.assign(u, { status, hash: ev.hash, changed: u.changes.length, appliedAt: clock.now() })
        return E.right<GatewayError, BulkApplied>({ uploadId: id, status, changed: u.changes.length })
      }),
    history: (kind, centreId) =>
      run(() =>
        E.right(
          [...uploads.values()]
            .filter((u) => u.kind === kind && u.centreId === centreId && u.status !== 'STAGING')
            .reverse()
            .map(record),
        ),
      ),
    audit: (kind, id) =>
      run(() => {
        const g = get(kind, id)
        return E.isLeft(g) ? g : E.right<GatewayError, BulkUploadAudit>({ ...record(g.right), changes: g.right.changes })
      }),
  }
}
