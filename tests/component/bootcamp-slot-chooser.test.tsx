import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { createInMemoryPackCatalog } from '../../adapters/in-memory/pack-catalog.in-memory'
import { createTestPortal } from '../../composition/test/container'
import { TIME_SLOT_REQUIRED } from '../../core/shared/messages'
import { PortalQueryProvider, createPortalQueryClient } from '../../ui/app/query-client'
import { UseCasesProvider } from '../../ui/app/use-cases.context'
import { BootcampSlotChooser } from '../../ui/selling/bootcamp-slot-chooser'

const SLOTS = [
  { bootcampSlotId: 'BC-0600', fromSlotTime: '06:00', toSlotTime: '07:00', totalSlots: 20, consumedSlots: 12, onBoardingTime: '05:45' },
  { bootcampSlotId: 'BC-0715', fromSlotTime: '07:15', toSlotTime: '08:15', totalSlots: 20, consumedSlots: 20, onBoardingTime: '07:00' },
  { bootcampSlotId: 'BC-1915', fromSlotTime: '19:15', toSlotTime: '20:15', totalSlots: 15, consumedSlots: 14, onBoardingTime: '19:00' },
]

const renderChooser = () => {
  const chosen: (string | undefined)[] = []
  let catalog: ReturnType<typeof createInMemoryPackCatalog> | undefined
  const portal = createTestPortal({
    centreDetails: { centers: [], userContext: { id: 'staff-owner', name: 'Asha', email: 'a@example.com' }, gymPtEnabledCenter: [] },
    selling: (clock) => {
      catalog = createInMemoryPackCatalog({ packs: [], slots: SLOTS }, clock)
      return { catalog }
    },
  })
  render(
    <PortalQueryProvider client={createPortalQueryClient()}>
      <UseCasesProvider useCases={portal.useCases}>
        <BootcampSlotChooser centerServiceId={1005} userId="user-1" today="2026-11-25" onSlot={(s) => chosen.push(s)} />
      </UseCasesProvider>
    </PortalQueryProvider>,
  )
  return { chosen, preferences: () => catalog!.preferences }
}

describe('Select a slot (bootcamp and source sales, part 2 §4)', () => {
  it('shows a date picker and only the slots with a place left', async () => {
    renderChooser()
    expect(await screen.findByRole('region', { name: 'Select a slot' })).toBeInTheDocument()
    expect(screen.getByLabelText('Date')).toHaveValue('25-11-2026')
    expect(await screen.findByRole('radio', { name: '06:00 - 07:00 (8 places left)' })).toBeInTheDocument()
    expect(screen.getByRole('radio', { name: '19:15 - 20:15 (1 place left)' })).toBeInTheDocument()
    expect(screen.queryByRole('radio', { name: /07:15/ })).not.toBeInTheDocument()
  })

  it("asks for a slot before going on: 'Please choose a time slot to proceed'", async () => {
    const { chosen } = renderChooser()
    await screen.findByRole('radio', { name: /06:00/ })
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(TIME_SLOT_REQUIRED)
    expect(chosen).toEqual([])
  })

  it('saves the chosen slot as the preference on Continue and hands its id to the sale', async () => {
    const { chosen, preferences } = renderChooser()
    await userEvent.click(await screen.findByRole('radio', { name: /19:15/ }))
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }))
    expect(await screen.findByText('Slot 19:15 - 20:15, onboarding at 19:00')).toBeInTheDocument()
    expect(chosen).toEqual(['BC-1915'])
    expect(preferences().get('user-1')).toBe('BC-1915')
    await userEvent.click(screen.getByRole('button', { name: 'Change slot' }))
    expect(chosen).toEqual(['BC-1915', undefined])
  })
})
