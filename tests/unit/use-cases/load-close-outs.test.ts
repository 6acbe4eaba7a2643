import * as E from 'fp-ts/Either'
import * as TE from 'fp-ts/TaskEither'
import { describe, expect, it } from 'vitest'
import { loadCloseOuts } from '../../../core/money/load-close-outs.use-case'
import type { CloseOutQuery } from '../../../core/money/money'
import type { MoneyDesk } from '../../../core/money/money-desk.port'
import { startOfCentreDay } from '../../../core/shared/centre-day'
import { DRAWER_CLOSE_OUTS_RANGE } from '../../../core/shared/messages/money'

/** 2026-11-25 at noon in Bengaluru. */
const NOW = Date.parse('2026-11-25T06:30:00Z')

const deskAsked = () => {
  const asked: CloseOutQuery[] = []
  const money = {
    closeOuts: (q: CloseOutQuery) => {
      asked.push(q)
      return TE.right({ closeOuts: [], staff: [{ id: 'staff-frontdesk', name: 'Meera Iyer' }] })
    },
  } as unknown as MoneyDesk
  const run = loadCloseOuts({ money, clock: { now: () => NOW } as never })
  return { asked, run }
}

describe('loadCloseOuts', () => {
  it('asks for the last 31 centre days, today included, by default', async () => {
    const { asked, run } = deskAsked()
    const r = await run({ centreId: 1 })()
    expect(E.isRight(r) && r.right.days).toEqual({ from: '2026-10-26', to: '2026-11-25' })
    expect(asked).toEqual([{ centreId: 1, from: startOfCentreDay('2026-10-26'), to: startOfCentreDay('2026-11-26') }])
  })

  it('asks for the days chosen and one staff member (trimmed), and answers the staff with close-outs', async () => {
    const { asked, run } = deskAsked()
    const r = await run({ centreId: 3, from: '2026-11-01', to: '2026-11-01', staffId: ' staff-frontdesk ' })()
    expect(asked).toEqual([{ centreId: 3, from: startOfCentreDay('2026-11-01'), to: startOfCentreDay('2026-11-02'), staffId: 'staff-frontdesk' }])
    expect(E.isRight(r) && r.right.staff).toEqual([{ id: 'staff-frontdesk', name: 'Meera Iyer' }])
  })

  it('refuses days the wrong way round or longer than 93 days without asking the server', async () => {
    const { asked, run } = deskAsked()
    for (const days of [{ from: '2026-11-20', to: '2026-11-10' }, { from: '2026-01-01', to: '2026-11-01' }, { from: '2026-02-30', to: '2026-03-01' }]) {
      expect(await run({ centreId: 1, ...days })()).toEqual(E.left({ _tag: 'Rejected', message: DRAWER_CLOSE_OUTS_RANGE }))
    }
    expect(asked).toEqual([])
    expect(E.isRight(await run({ centreId: 1, from: '2026-08-25', to: '2026-11-25' })())).toBe(true)
  })
})
