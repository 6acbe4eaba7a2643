import Papa from 'papaparse'
import { describe, expect, it } from 'vitest'
import { createHttpMoneyDesk } from '../../adapters/http/money-desk.http'
import { paise } from '../../core/shared/brands'
import { DRAWER_CLOSE_OUTS_RANGE, drawerCloseOutsCsvHeader } from '../../core/shared/messages/money'
import { runCli } from '../support/cli'
import { httpClientAs } from '../support/sandbox-client'

/** A close-out at Bellandur Hybrid (centre 6) by the internal CM, ₹10 over, for the report to show. */
const closeOneDrawer = async (): Promise<void> => {
  const desk = createHttpMoneyDesk(await httpClientAs('internal-cm'))
  const current = await desk.currentDrawer(6)()
  if (current._tag === 'Left') throw new Error(current.left.message)
  let drawerId = current.right?.drawerId
  if (drawerId === undefined) {
    const opened = await desk.openDrawer(6, paise(0))()
    if (opened._tag === 'Left') throw new Error(opened.left.message)
    drawerId = opened.right.drawerId
  }
  const closed = await desk.closeDrawer(drawerId, { NOTE_10: 1 }, 'Found a ₹10 note under the till')()
  if (closed._tag === 'Left') throw new Error(closed.left.message)
}

describe('npm run core -- drawer report', () => {
  it('writes the centre’s close-outs as CSV, by staff member and day, with the difference and its reason', async () => {
    await closeOneDrawer()
    const run = await runCli('owner', ['drawer', 'report', '--centre', '6', '--csv'])
    expect(run.code, run.stderr).toBe(0)
    const lines = Papa.parse<string[]>(run.stdout, { skipEmptyLines: true }).data
    expect(lines[0]).toEqual([...drawerCloseOutsCsvHeader])
    const row = lines.find((l) => l[8] === 'Found a ₹10 note under the till')
    expect(row?.[1]).toBe('Farah Khan')
    expect(row?.[3]).toBe('Closed, awaiting sign-off')
    expect(row?.[6]).toBe('₹10.00')

    // One staff member's: theirs only; a staff member with none there: the header alone.
    const [theirs, nobody] = await Promise.all([
      runCli('owner', ['drawer', 'report', '--centre', '6', '--staff', 'staff-internal-cm', '--csv']),
      runCli('owner', ['drawer', 'report', '--centre', '6', '--staff', 'staff-trainer', '--csv']),
    ])
    expect(theirs.code, theirs.stderr).toBe(0)
    const mine = Papa.parse<string[]>(theirs.stdout, { skipEmptyLines: true }).data.slice(1)
    expect(mine.length).toBeGreaterThan(0)
    expect(new Set(mine.map((l) => l[1]))).toEqual(new Set(['Farah Khan']))
    expect(Papa.parse<string[]>(nobody.stdout, { skipEmptyLines: true }).data).toEqual([[...drawerCloseOutsCsvHeader]])
  }, 60_000)

  it('is refused to the front desk (exit 1) and says how to use it on a usage error (exit 2)', async () => {
    const [desk, unknown, badDay, backwards] = await Promise.all([
      runCli('front-desk', ['drawer', 'report', '--centre', '1']),
      runCli('owner', ['drawer', 'count']),
      runCli('owner', ['drawer', 'report', '--from', 'yesterday']),
      runCli('owner', ['drawer', 'report', '--from', '2026-11-20', '--to', '2026-11-10']),
    ])
    expect(backwards.code).toBe(1)
    expect(backwards.stderr).toContain(DRAWER_CLOSE_OUTS_RANGE)
    expect(desk.code, desk.stderr).toBe(1)
    expect(unknown.code).toBe(2)
    expect(unknown.stderr).toContain('drawer report')
    expect(badDay.code).toBe(2)
  }, 60_000)
})
