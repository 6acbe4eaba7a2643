import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import * as M from '../../core/shared/messages'
import { type CliRun, runCli } from '../support/cli'

const dir = mkdtempSync(join(tmpdir(), 'cli-upload-'))
const rand = (n: number): number => Math.floor(Math.random() * n)

/** Runs `npm run core -- upload ...` against the contract sandbox, as the owner at Koramangala Gym (1001). */
const core = (args: readonly string[], env: Record<string, string> = {}): Promise<CliRun> => runCli('owner', ['upload', ...args], env)
const file = (name: string, text: string): string => {
  const p = join(dir, name)
  writeFileSync(p, text)
  return p
}
/**
 * Two different seeded upload members (sandbox/seed/uploads.ts: 700001 to 700400), from the upper
 * half: the port contract (tests/contract/bulk-upload-desk.contract.ts) takes the lower half of the
 * same shared sandbox, so neither finds a member the other already removed from a segment.
 */
const twoMembers = (): [string, string] => {
  const a = 700_201 + rand(199)
  return [String(a), String(a + 1)]
}

describe('headless CLI: upload', () => {
  it('lists every problem of a file by row, column and reason, exits 1 and applies nothing', async () => {
    const [a] = twoMembers()
    const r = await core([
      'segment',
      file('bad-segment.csv', `userId,segmentId\n${a},7102\nabc,7102\n\n${a},7102\n`),
      '--centre',
      '1001',
    ])
    expect(r.code, r.stderr).toBe(1)
    expect(r.stdout).toContain('nothing was changed')
    expect(r.stdout).toContain(`Row 3, userId: ${M.UPLOAD_DIGITS_REQUIRED}`)
    expect(r.stdout).toContain(`Row 5, userId: ${M.UPLOAD_DUPLICATE_ROW(2)}`)
  }, 90_000)

  it('a dry run changes nothing: the same file applied afterwards changes its rows, and once more changes nothing', async () => {
    const [a, b] = twoMembers()
    const path = file(`segment-${a}.csv`, `userId,segmentId\n${a},7102\n${b},7102\n`)
    const dry = await core(['segment', path, '--dry-run'], { PORTAL_JSON: '1' })
    expect(dry.code, dry.stderr).toBe(0)
    const checked = JSON.parse(dry.stdout) as { rows: number; problems: unknown[]; changes: number; unchanged: number; applied: boolean }
    expect(checked).toMatchObject({ rows: 2, problems: [], applied: false })
    expect(checked.changes + checked.unchanged).toBe(2)

    const applied = await core(['segment', path], { PORTAL_JSON: '1' })
    expect(applied.code, applied.stderr).toBe(0)
    expect(JSON.parse(applied.stdout)).toMatchObject({ message: M.SEGMENT_REMOVED, status: 'APPLIED', changed: checked.changes })

    const again = await core(['segment', path])
    expect(again.code, again.stderr).toBe(0)
    expect(again.stdout).toContain(M.UPLOAD_ALREADY_APPLIED)
  }, 120_000)

  it('runs every kind the screens support: a server-side problem of an offer file is listed too', async () => {
    const [a] = twoMembers()
    const offer = await core(['offer', file('offer.csv', `userId,offerId\n${a},NO-SUCH-OFFER\n`), '--dry-run'])
    expect(offer.code).toBe(1)
    expect(offer.stdout).toContain(`Row 2, offerId: ${M.UPLOAD_OFFER_NOT_AVAILED}`)
    const leads = await core(['leads', file('leads.csv', `name,phone,source,quality\nAsha,12345,REFERRAL,HOT\n`), '--dry-run'])
    expect(leads.code).toBe(1)
    expect(leads.stdout).toContain(`Row 2, phone: ${M.UPLOAD_PHONE_INVALID}`)
    const extend = await core(['extend', file('extend.csv', `membershipId,days\n${90_001 + 3 * rand(133)},7\n`), '--type', 'SELECT', '--dry-run'])
    expect(extend.code, extend.stdout + extend.stderr).toBe(0)
    expect(extend.stdout).toContain('dry run: nothing was changed')
  }, 120_000)

  it('lists every problem in the first run: a cell, a segment the centre does not have, a column the upload does not know', async () => {
    const [a, b] = twoMembers()
    const r = await core(['segment', file('all-problems.csv', `userId,segmentId,note\nabc,7101,x\n${a},99999,y\n${b},7301,z\n`), '--centre', '1001', '--dry-run'])
    expect(r.code, r.stderr).toBe(1)
    expect(r.stdout).toContain(`Row 1, note: ${M.UPLOAD_COLUMN_UNKNOWN('note', ['userId', 'segmentId'])}`)
    expect(r.stdout).toContain(`Row 2, userId: ${M.UPLOAD_DIGITS_REQUIRED}`)
    expect(r.stdout).toContain(`Row 3, segmentId: ${M.UPLOAD_NOT_IN_SEGMENT}`)
    expect(r.stdout).toContain(`Row 4, segmentId: ${M.UPLOAD_NOT_IN_SEGMENT}`)
  }, 90_000)

  it('a file in which no row would change says that nothing changed', async () => {
    const [a, b] = twoMembers()
    expect((await core(['segment', file(`both-${a}.csv`, `userId,segmentId\n${a},7101\n${b},7101\n`)])).code).toBe(0)
    const r = await core(['segment', file(`one-${a}.csv`, `userId,segmentId\n${a},7101\n`)])
    expect(r.code, r.stderr).toBe(0)
    expect(r.stdout).toContain(M.UPLOAD_NOTHING_CHANGED)
    expect(r.stdout).not.toContain(M.SEGMENT_REMOVED)
  }, 120_000)

  it('answers usage errors with exit 2: an unknown kind, an extend file without its type', async () => {
    const kind = await core(['coupons', file('x.csv', 'a\n1\n')])
    expect(kind.code).toBe(2)
    expect(kind.stderr).toContain('one of segment, offer, extend, leads')
    const noType = await core(['extend', file('extend-no-type.csv', 'membershipId,days\n90001,7\n')])
    expect(noType.code).toBe(2)
    expect(noType.stderr).toContain(`--type: ${M.MEMBERSHIP_TYPE_REQUIRED}`)
  }, 90_000)
})
