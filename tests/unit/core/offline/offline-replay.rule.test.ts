import { describe, expect, it } from 'vitest'
import { OFFLINE_REPLAY_BOUND_MS, replayVerdict } from '../../../../core/offline/offline-replay.rule'
import { epochMs } from '../../../../core/shared/brands'
import { offlineFromTheFuture, offlineTooOld } from '../../../../core/shared/messages'

const HOUR = 60 * 60 * 1000
const now = epochMs(Date.UTC(2026, 10, 27, 18, 0))

describe('the replay bound', () => {
  it('is twelve hours', () => {
    expect(OFFLINE_REPLAY_BOUND_MS).toBe(12 * HOUR)
  })

  it('accepts an action with its original time up to twelve hours after it happened', () => {
    expect(replayVerdict(epochMs(now - 3 * HOUR), now)).toEqual({ accepted: true })
    expect(replayVerdict(epochMs(now - 12 * HOUR), now)).toEqual({ accepted: true })
    expect(replayVerdict(now, now)).toEqual({ accepted: true })
  })

  it('refuses an action older than the bound with a clear reason', () => {
    expect(replayVerdict(epochMs(now - 12 * HOUR - 1), now)).toEqual({ accepted: false, reason: offlineTooOld(12) })
    expect(offlineTooOld(12)).toBe('Done more than 12 hours ago, so it can no longer be sent. Record it again now if it still stands.')
  })

  it('allows a device clock five minutes ahead, not more', () => {
    expect(replayVerdict(epochMs(now + 5 * 60 * 1000), now)).toEqual({ accepted: true })
    expect(replayVerdict(epochMs(now + 5 * 60 * 1000 + 1), now)).toEqual({ accepted: false, reason: offlineFromTheFuture(5) })
  })
})
