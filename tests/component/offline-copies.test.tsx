import { onlineManager } from '@tanstack/react-query'
import { act, render, screen } from '@testing-library/react'
import * as TE from 'fp-ts/TaskEither'
import type { StaffAccess } from '../../core/access/staff-access'
import type { OfflineDesk, OfflineRead } from '../../core/offline/offline-desk'
import { epochMs } from '../../core/shared/brands'
import { forbidden, unavailable } from '../../core/shared/errors'
import { BLOCK_NOT_AUTHORIZED, CONNECTION_OFFLINE, CONNECTION_ONLINE } from '../../core/shared/messages'
import type { UseCases } from '../../core/use-cases'
import { reportServerReached } from '../../ui/app/connection-state'
import { PortalQueryProvider, createPortalQueryClient } from '../../ui/app/query-client'
import { UseCasesProvider } from '../../ui/app/use-cases.context'
import { useUseCaseQuery } from '../../ui/app/use-use-case-query'
import ConnectionStatus from '../../ui/shell/connection-status'
import { StaffAccessProvider, useStaffAccess } from '../../ui/shell/staff-access.context'
import { QueryBlock } from '../../ui/widgets/query-block'
import { aUser } from '../support/access'
import { aCentre } from '../support/centres'

/*
 * The data-loading layer reads the device's copy when the server cannot be reached: the block
 * says 'Offline: as of 10:42 AM' over the copy; online nothing changes but the copy being kept.
 */

const AT_10_42 = epochMs(Date.parse('2026-11-27T05:12:00Z')) // 10:42 AM at the centre
const centre = aCentre({ id: 7, centerServiceId: 1007 })
const access: StaffAccess = {
  centers: [centre],
  selected: centre,
  userContext: aUser({ id: 'staff-a' }),
  gymPtEnabledCenter: [],
  permissions: {},
  memberships: [],
  featureLists: {},
}
const KEY = ['check-ins', 7, 'checkin', null, null, null]

const fakeDesk = (copy: OfflineRead | undefined) => {
  const kept: unknown[][] = []
  const read: unknown[] = []
  const desk: OfflineDesk = {
    keepAccess: () => Promise.resolve(),
    readAccess: () => Promise.resolve(access),
    keep: (scope, key, data) => Promise.resolve(void kept.push([scope, key, data])),
    read: (scope, key) => Promise.resolve(void read.push([scope, key])).then(() => copy),
    forgetStaff: () => Promise.resolve(),
  }
  return { desk, kept, read }
}

const useCasesWith = (load: UseCases['loadStaffAccess']): UseCases =>
  ({ loadStaffAccess: load, loadFeatureLists: () => TE.right({}), chooseCentre: () => undefined, now: () => AT_10_42 }) as unknown as UseCases

const Block = ({ answer }: { answer: () => TE.TaskEither<unknown, { names: string[] }> }) => {
  const { state } = useStaffAccess()
  const q = useUseCaseQuery(KEY, answer, { enabled: state.status === 'ready' })
  return <QueryBlock query={q}>{(d) => <p>{d.names.join(', ')}</p>}</QueryBlock>
}

const show = (answer: () => TE.TaskEither<unknown, { names: string[] }>, desk: OfflineDesk, load: UseCases['loadStaffAccess'] = () => TE.right(access)) =>
  render(
    <UseCasesProvider useCases={useCasesWith(load)}>
      <PortalQueryProvider client={createPortalQueryClient()}>
        <StaffAccessProvider offlineDesk={Promise.resolve(desk)}>
          <Block answer={answer} />
        </StaffAccessProvider>
      </PortalQueryProvider>
    </UseCasesProvider>,
  )

describe("a block's offline copy", () => {
  it("shows today's copy with 'Offline: as of' when the server cannot be reached", async () => {
    const { desk, read } = fakeDesk({ data: { names: ['Asha', 'Ravi'] }, savedAt: AT_10_42 })
    show(() => TE.left(unavailable('Could not reach the server.')), desk)
    expect(await screen.findByText('Asha, Ravi')).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('Offline: as of 10:42 AM')
    expect(read).toEqual([[{ staffId: 'staff-a', centreId: 7 }, KEY]])
  })

  it('online: the fresh answer, no offline note, and the answer kept for later', async () => {
    const { desk, kept } = fakeDesk(undefined)
    show(() => TE.right({ names: ['Meera'] }), desk)
    expect(await screen.findByText('Meera')).toBeInTheDocument()
    expect(screen.queryByText(/^Offline/)).not.toBeInTheDocument()
    await vi.waitFor(() => expect(kept).toEqual([[{ staffId: 'staff-a', centreId: 7 }, KEY, { names: ['Meera'] }]]))
  })

  it('when the network comes back, a block showing the copy asks again and the note goes', async () => {
    const { desk } = fakeDesk({ data: { names: ['Asha'] }, savedAt: AT_10_42 })
    let up = false
    show(() => (up ? TE.right({ names: ['Asha', 'Meera'] }) : TE.left(unavailable('Could not reach the server.'))), desk)
    expect(await screen.findByText('Asha')).toBeInTheDocument()
    act(() => onlineManager.setOnline(false))
    up = true
    act(() => onlineManager.setOnline(true))
    expect(await screen.findByText('Asha, Meera')).toBeInTheDocument()
    expect(screen.queryByText(/^Offline/)).not.toBeInTheDocument()
  })

  it('a refusal is not an outage: no copy is read and the refusal is said', async () => {
    const { desk, read } = fakeDesk({ data: { names: ['Asha'] }, savedAt: AT_10_42 })
    show(() => TE.left(forbidden('no')), desk)
    expect(await screen.findByText(BLOCK_NOT_AUTHORIZED)).toBeInTheDocument()
    expect(read).toEqual([])
  })

  it('with no copy on the device, the failure shows as before', async () => {
    const { desk } = fakeDesk(undefined)
    show(() => TE.left(unavailable('Could not reach the server.')), desk)
    expect(await screen.findByText('Could not reach the server.')).toBeInTheDocument()
  })

  it('the shell starts from the access kept on the device when the server cannot be reached', async () => {
    const { desk } = fakeDesk({ data: { names: ['Asha'] }, savedAt: AT_10_42 })
    show(() => TE.left(unavailable('Could not reach the server.')), desk, () => TE.left(unavailable('down')))
    expect(await screen.findByText('Asha')).toBeInTheDocument()
  })
})

describe('the connection status', () => {
  it('says Online, then Offline with the last sync when a call cannot reach the server', async () => {
    render(
      <UseCasesProvider useCases={useCasesWith(() => TE.right(access))}>
        <ConnectionStatus />
      </UseCasesProvider>,
    )
    act(() => reportServerReached(true))
    expect(screen.getByRole('status')).toHaveTextContent(CONNECTION_ONLINE)
    act(() => reportServerReached(false))
    expect(screen.getByRole('status')).toHaveTextContent(CONNECTION_OFFLINE)
    expect(screen.getByRole('status')).toHaveTextContent('Last synced 10:42 AM')
    act(() => reportServerReached(true))
    expect(screen.getByRole('status')).toHaveTextContent(CONNECTION_ONLINE)
  })
})
