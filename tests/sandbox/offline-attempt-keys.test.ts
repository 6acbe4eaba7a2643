import { describe, expect, inject, it } from 'vitest'
import { AuditPageWire } from '../../adapters/http/contract/audit.codecs'
import { memberHistoryPath } from '../../adapters/http/contract/audit-paths'
import { BcaListWire, BcaResultWire, PitchWire } from '../../adapters/http/contract/customer.codecs'
import { PATHS } from '../../adapters/http/contract/paths'
import { API_BASE, CSRF_HEADER, CSRF_VALUE } from '../../adapters/http/contract/wire'
import { PATHS_SANDBOX } from '../../adapters/http/contract/sandbox-paths'
import { MINUTE_MS } from '../../core/shared/constants'
import { DEMO } from '../../sandbox/seed/profile'
import { decoded, signIn } from '../support/sandbox-http'

/*
 * An online pitch or BCA whose answer was lost (the call timed out after the server applied it) is
 * queued on the device under the attempt's own key: the replay answers what the online attempt did
 * and applies nothing again. Requests with one key that arrive together are applied once.
 */

const FRONT_DESK = 'staff-frontdesk'
let n = 0
const keyOf = (what: string): string => `attempt-test-${what}-${Date.now()}-${++n}`
const stamp = (key: string, happenedAt: number) => ({ offlineAction: { key, happenedAt, staffId: FRONT_DESK, offline: true } })

/** The front desk's session, for calls that carry an idempotency-key header. */
const frontDeskCookie = async (): Promise<string> => {
  const r = await fetch(`${inject('sandboxUrl')}${API_BASE}/${PATHS_SANDBOX.session}`, {
    method: 'POST',
    headers: { [CSRF_HEADER]: CSRF_VALUE, 'content-type': 'application/json' },
    body: JSON.stringify({ persona: 'front-desk' }),
  })
  expect(r.status).toBe(200)
  return (r.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
}

const postWithKey = (cookie: string, path: string, body: unknown, key: string): Promise<Response> =>
  fetch(`${inject('sandboxUrl')}${API_BASE}/${path}`, {
    method: 'POST',
    headers: { cookie, [CSRF_HEADER]: CSRF_VALUE, 'content-type': 'application/json', 'idempotency-key': key },
    body: JSON.stringify(body),
  })

const bcaRecordsSince = async (from: number): Promise<number[]> => {
  const fd = await signIn('front-desk')
  const history = await decoded(await fd.post(PATHS.bcaSearch, { phoneNumber: DEMO.bca.phone, centerId: 2 }), 200, BcaListWire)
  return history.records.filter((r) => r.createdAt >= from).map((r) => r.id)
}

describe('sandbox: an online attempt and its replay from the offline queue share one key', () => {
  it('a BCA applied online whose answer was lost, replayed from the queue under the attempt key, is recorded once', async () => {
    const cookie = await frontDeskCookie()
    const since = Date.now() - MINUTE_MS
    const key = keyOf('bca')
    const bca = { userId: DEMO.bca.id, centerId: 2, weight: 70, muscleMass: 31, bodyFatPercentage: 20, visceralFatLevels: 7, basalMetabolicRate: 1520 }
    const online = await decoded(await postWithKey(cookie, PATHS.bcaCreate, bca, key), 201, BcaResultWire)
    // The device heard nothing, queued it with the attempt's key, and sends it when the network is back.
    const replay = await decoded(await postWithKey(cookie, PATHS.bcaCreate, { ...bca, ...stamp(key, Date.now()) }, key), 201, BcaResultWire)
    expect(replay.record.id).toBe(online.record.id)
    expect((await bcaRecordsSince(since)).filter((id) => id === online.record.id)).toHaveLength(1)
    expect(await bcaRecordsSince(since)).toHaveLength(1)
    // A new attempt (a new key) is a new record.
    await decoded(await postWithKey(cookie, PATHS.bcaCreate, bca, keyOf('bca-next')), 201, BcaResultWire)
    expect(await bcaRecordsSince(since)).toHaveLength(2)
  })

  it('a pitch applied online whose answer was lost, replayed under the attempt key, is recorded once', async () => {
    const cookie = await frontDeskCookie()
    const key = keyOf('pitch')
    const member = DEMO.activeUnder30
    const pitch = { centerId: 2, customerId: member.id, customerName: 'Sameer Sethi', leadType: 'HOT', source: 'WALK_IN', pitchedByUserId: FRONT_DESK, remarks: `Attempt ${key}`, status: 'PITCHED' }
    const owner = await signIn('owner')
    const pitchesOf = async (): Promise<number> =>
      (await decoded(await owner.get(memberHistoryPath(member.id)), 200, AuditPageWire)).entries.filter((e) => e.action === 'RECORD_PITCH' && e.staffId === FRONT_DESK).length
    const before = await pitchesOf()
    const online = await decoded(await postWithKey(cookie, PATHS.recordPitch, pitch, key), 201, PitchWire)
    const replay = await decoded(await postWithKey(cookie, PATHS.recordPitch, { ...pitch, ...stamp(key, Date.now()) }, key), 201, PitchWire)
    expect(replay).toEqual(online)
    expect(await pitchesOf()).toBe(before + 1)
  })

  it('sends of one key that arrive together (a page reloaded mid-send and its resend) are applied once', async () => {
    const cookie = await frontDeskCookie()
    const since = Date.now() - MINUTE_MS
    const key = keyOf('together')
    const body = { userId: DEMO.bca.id, centerId: 2, weight: 69, muscleMass: 30, bodyFatPercentage: 19, visceralFatLevels: 7, basalMetabolicRate: 1510, ...stamp(key, Date.now() - MINUTE_MS) }
    const answers = await Promise.all([0, 1, 2, 3].map(() => postWithKey(cookie, PATHS.bcaCreate, body, key)))
    const records = await Promise.all(answers.map((r) => decoded(r, 201, BcaResultWire)))
    expect(new Set(records.map((r) => r.record.id)).size).toBe(1)
    expect((await bcaRecordsSince(since - MINUTE_MS)).filter((id) => id === records[0]?.record.id)).toHaveLength(1)
  })
})
