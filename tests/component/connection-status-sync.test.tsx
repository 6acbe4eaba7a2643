import { act, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { epochMs } from '../../core/shared/brands'
import { CONNECTION_OFFLINE, CONNECTION_ONLINE, lastSyncedAt, syncingActions } from '../../core/shared/messages'
import type { UseCases } from '../../core/use-cases'
import { reportServerReached, reportSyncing } from '../../ui/app/connection-state'
import { UseCasesProvider } from '../../ui/app/use-cases.context'
import ConnectionStatus from '../../ui/shell/connection-status'

/*
 * The header's connection status says 'Syncing N actions' while the offline queue has actions to
 * send and the network is there, with the time the server last answered one of them.
 */

const AT_10_42 = epochMs(Date.parse('2026-11-27T05:12:00Z')) // 10:42 AM at the centre
const AT_11_05 = epochMs(Date.parse('2026-11-27T05:35:00Z')) // 11:05 AM at the centre
const useCases = { now: () => AT_10_42 } as unknown as UseCases

afterEach(() => {
  act(() => {
    reportSyncing(0)
    reportServerReached(true)
  })
})

describe('the connection status and the offline queue', () => {
  it("says 'Syncing 3 actions' with the queue's last sync while online, and nothing about syncing once all are answered", () => {
    render(
      <UseCasesProvider useCases={useCases}>
        <ConnectionStatus />
      </UseCasesProvider>,
    )
    act(() => reportServerReached(true))
    act(() => reportSyncing(3, AT_11_05))
    const status = screen.getByRole('status')
    expect(status).toHaveTextContent(CONNECTION_ONLINE)
    expect(status).toHaveTextContent(syncingActions(3))
    // The queue's answer is later than the last query's: it is the last sync.
    expect(status).toHaveTextContent(lastSyncedAt('11:05 AM'))
    act(() => reportSyncing(1, AT_11_05))
    expect(status).toHaveTextContent(syncingActions(1))
    act(() => reportSyncing(0, AT_11_05))
    expect(status).not.toHaveTextContent('Syncing')
    expect(status).not.toHaveTextContent('Last synced')
  })

  it('offline, says Offline and the last sync, not syncing: the actions wait for the network', () => {
    render(
      <UseCasesProvider useCases={useCases}>
        <ConnectionStatus />
      </UseCasesProvider>,
    )
    act(() => reportSyncing(2, AT_11_05))
    act(() => reportServerReached(false))
    const status = screen.getByRole('status')
    expect(status).toHaveTextContent(CONNECTION_OFFLINE)
    expect(status).not.toHaveTextContent('Syncing')
    expect(status).toHaveTextContent(lastSyncedAt('11:05 AM'))
  })
})
