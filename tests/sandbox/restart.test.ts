import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { serve } from '@hono/node-server'
import { afterAll, describe, expect, it } from 'vitest'
import { BcaListWire, BcaResultWire } from '../../adapters/http/contract/customer.codecs'
import { CheckInResultWire, PastCheckInsWire } from '../../adapters/http/contract/check-in.codecs'
import { PATHS } from '../../adapters/http/contract/paths'
import { PtPacksWire } from '../../adapters/http/contract/pt.codecs'
import { openDatabase } from '../../sandbox/db/database'
import { createSandboxApp } from '../../sandbox/http/app'
import { DEMO } from '../../sandbox/seed/profile'
import { seedIfEmpty } from '../../sandbox/seed/seed'
import { decoded, signInAt } from '../support/sandbox-http'

const dir = mkdtempSync(join(tmpdir(), 'portal-restart-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** Opens the database directory and serves it on a random port; answers the URL and a stop function. */
const start = async (): Promise<{ url: string; stop: () => Promise<void> }> => {
  const db = openDatabase(dir)
  seedIfEmpty(db, Date.now())
  const app = createSandboxApp({ db, now: () => Date.now() })
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s))
  })
  const a = server.address()
  const port = typeof a === 'object' && a !== null ? a.port : 0
  return { url: `http://127.0.0.1:${port}`, stop: () => new Promise<void>((r) => server.close(() => { db.close(); r() })) }
}

describe('sandbox: restart survival', () => {
  it('keeps a BCA record, a check-in and a session-count change after reopening the same database directory', async () => {
    const one = await start()
    const cm = await signInAt(one.url, 'owner')
    const bca = await decoded(await cm.post(PATHS.bcaCreate, { centerId: 1, userId: DEMO.bca.id, weight: 70, muscleMass: 35, basalMetabolicRate: 1600, visceralFatLevels: 8, bodyFatPercentage: 22 }), 201, BcaResultWire)
    const ci = await decoded(await cm.post(PATHS.memberCheckIn, { userId: DEMO.activeUnder30.id, centerId: 2, cityId: 1 }), 201, CheckInResultWire)
    const pack = (await decoded(await cm.get(PATHS.ptPacks, { userId: DEMO.editable.id }), 200, PtPacksWire)).ptPacks[0]
    await cm.post(PATHS.membershipUpdate, { membershipId: pack?.id, action: 'MAX_TICKETS', benefit: { maxTickets: 40 }, annotation: 'x', idempotenceId: 'restart-1' })
    await one.stop()

    const two = await start()
    const again = await signInAt(two.url, 'owner')
    const records = await decoded(await again.post(PATHS.bcaSearch, { centerId: 1, phoneNumber: DEMO.bca.phone }), 200, BcaListWire)
    expect(records.records[0]?.id).toBe(bca.record.id)
    const past = await decoded(await again.get(PATHS.pastCheckIns, { userId: DEMO.activeUnder30.id, centerId: 2, startTimeFrom: ci.checkIn.startTime, startTimeTo: ci.checkIn.startTime }), 200, PastCheckInsWire)
    expect(past.checkIns.map((c) => c.id)).toEqual([ci.checkIn.id])
    const after = (await decoded(await again.get(PATHS.ptPacks, { userId: DEMO.editable.id }), 200, PtPacksWire)).ptPacks[0]
    expect(after?.benefits[0]?.maxTickets).toBe(40)
    await two.stop()
  })
})
