import { describe, expect, it } from 'vitest'
import { runCli } from '../support/cli'

/** The headless CLI against the contract sandbox as the owner persona. */
const core = (args: readonly string[], env: Record<string, string> = {}) => runCli('owner', args, env)

type Booking = { bookingId: string; status: string; level: string; attendedAt: number | null }

describe('headless CLI: classes and the play desk', () => {
  it("lists today's classes and opens one as JSON", async () => {
    const list = await core(['classes', '--centre', '1003'], { PORTAL_JSON: '1' })
    expect(list.code, list.stderr).toBe(0)
    const classes = JSON.parse(list.stdout) as { id: string; booked: number }[]
    expect(classes.length).toBeGreaterThan(0)
    const first = classes[0] as { id: string; booked: number }
    const one = await core(['class', first.id], { PORTAL_JSON: '1' })
    expect(one.code, one.stderr).toBe(0)
    const detail = JSON.parse(one.stdout) as { id: string; bookings: { status: string }[] }
    expect(detail.id).toBe(first.id)
    expect(detail.bookings.filter((b) => b.status === 'CONFIRMED')).toHaveLength(first.booked)
  }, 60_000)

  it('filters play bookings like the screen and marks a confirmed player present', async () => {
    const all = JSON.parse((await core(['play-bookings', '--centre', '1004'], { PORTAL_JSON: '1', PORTAL_PERSONA: 'play-coach' })).stdout) as Booking[]
    const waitJunior = await core(['play-bookings', '--centre', '1004', '--status', 'WAITLIST', '--level', 'JUNIOR'], { PORTAL_JSON: '1', PORTAL_PERSONA: 'play-coach' })
    expect(waitJunior.code, waitJunior.stderr).toBe(0)
    const shown = JSON.parse(waitJunior.stdout) as Booking[]
    expect(shown.map((b) => b.bookingId)).toEqual(all.filter((b) => b.status === 'WAITLIST' && b.level === 'JUNIOR').map((b) => b.bookingId))
    // The last open place: the PlayBookingBoard contract suite marks the first one in the same sandbox.
    const open = all.filter((b) => b.status === 'CONFIRMED' && b.attendedAt === null).at(-1) as Booking
    const marked = await core(['mark-play-attendance', open.bookingId, '--centre', '1004'], { PORTAL_PERSONA: 'play-coach' })
    expect(marked.code, marked.stderr).toBe(0)
    expect(marked.stdout).toContain('marked present at')
    const again = await core(['mark-play-attendance', open.bookingId, '--centre', '1004'], { PORTAL_PERSONA: 'play-coach' })
    expect(again.code).toBe(1)
    expect(again.stderr).toContain('This player is already marked present.')
  }, 90_000)

  it('refuses an unknown filter with a usage error (exit 2)', async () => {
    const r = await core(['play-bookings', '--status', 'MAYBE'])
    expect(r.code).toBe(2)
    expect(r.stderr).toContain('--status must be one of ALL, CONFIRMED, WAITLIST')
  }, 40_000)
})
