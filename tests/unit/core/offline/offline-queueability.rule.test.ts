import { describe, expect, it } from 'vitest'
import { offlineQueueability } from '../../../../core/offline/offline-queueability.rule'
import { epochMs } from '../../../../core/shared/brands'
import {
  OFFLINE_CHECK_IN_NO_CURRENT_MEMBERSHIP,
  OFFLINE_CHECK_IN_NO_PROFILE,
  OFFLINE_CHECK_IN_PAUSED,
  OFFLINE_NEEDS_NETWORK_CASH,
  OFFLINE_NEEDS_NETWORK_OTHER,
  OFFLINE_NEEDS_NETWORK_PAYMENT_LINK,
  OFFLINE_NEEDS_NETWORK_REFUND,
  OFFLINE_NEEDS_NETWORK_SALE,
  OFFLINE_NEEDS_NETWORK_UPLOAD,
} from '../../../../core/shared/messages'

const DAY = 24 * 60 * 60 * 1000
const now = epochMs(Date.UTC(2026, 10, 27, 6, 0))
const running = { status: 'PURCHASED', start: epochMs(now - 30 * DAY), end: epochMs(now + 30 * DAY) }

describe('what the desk may do without a network', () => {
  it.each(['CHECK_OUT', 'RECORD_PITCH', 'RECORD_LEAD', 'RECORD_BCA', 'REPORT_ISSUE', 'REPORT_INJURY'])('queues %s', (kind) => {
    expect(offlineQueueability(kind, now)).toEqual({ queueable: true })
  })

  it('queues a check-in when the offline profile shows a current, unpaused membership', () => {
    expect(offlineQueueability('CHECK_IN', now, [running])).toEqual({ queueable: true })
    const pausedAndRunning = [{ ...running, status: 'PAUSED' }, running]
    expect(offlineQueueability('CHECK_IN', now, pausedAndRunning)).toEqual({ queueable: true })
  })

  it('counts a membership current on its first and last moment', () => {
    expect(offlineQueueability('CHECK_IN', now, [{ ...running, start: now }])).toEqual({ queueable: true })
    expect(offlineQueueability('CHECK_IN', now, [{ ...running, end: now }])).toEqual({ queueable: true })
  })

  it('does not queue a check-in whose only current membership is paused', () => {
    expect(offlineQueueability('CHECK_IN', now, [{ ...running, status: 'PAUSED' }])).toEqual({
      queueable: false,
      reason: OFFLINE_CHECK_IN_PAUSED,
    })
  })

  it('does not queue a check-in when the membership has ended or not begun', () => {
    const ended = { ...running, end: epochMs(now - 1) }
    const upcoming = { ...running, start: epochMs(now + DAY) }
    for (const profile of [[], [ended], [upcoming], [ended, upcoming]]) {
      expect(offlineQueueability('CHECK_IN', now, profile)).toEqual({ queueable: false, reason: OFFLINE_CHECK_IN_NO_CURRENT_MEMBERSHIP })
    }
  })

  it('does not queue a check-in of a member whose profile is not on the device', () => {
    expect(offlineQueueability('CHECK_IN', now, undefined)).toEqual({ queueable: false, reason: OFFLINE_CHECK_IN_NO_PROFILE })
  })

  it('never queues what moves money, and says it needs the network', () => {
    expect(offlineQueueability('SALE', now)).toEqual({ queueable: false, reason: OFFLINE_NEEDS_NETWORK_SALE })
    expect(offlineQueueability('CASH', now)).toEqual({ queueable: false, reason: OFFLINE_NEEDS_NETWORK_CASH })
    expect(offlineQueueability('PAYMENT_LINK', now)).toEqual({ queueable: false, reason: OFFLINE_NEEDS_NETWORK_PAYMENT_LINK })
    expect(offlineQueueability('REFUND', now)).toEqual({ queueable: false, reason: OFFLINE_NEEDS_NETWORK_REFUND })
    expect(offlineQueueability('UPLOAD', now)).toEqual({ queueable: false, reason: OFFLINE_NEEDS_NETWORK_UPLOAD })
    expect(OFFLINE_NEEDS_NETWORK_SALE).toBe('A sale needs the network. Nothing was saved and nothing will be sent later.')
  })

  it('does not queue anything it does not know', () => {
    expect(offlineQueueability('BOOK_PT_SESSION', now)).toEqual({ queueable: false, reason: OFFLINE_NEEDS_NETWORK_OTHER })
  })
})
