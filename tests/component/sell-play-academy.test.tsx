import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { createInMemoryPackCatalog } from '../../adapters/in-memory/pack-catalog.in-memory'
import { createTestPortal } from '../../composition/test/container'
import { paise } from '../../core/shared/brands'
import { App } from '../../ui/app/app'
import { ALL_PERMISSIONS, aUser } from '../support/access'
import { aCentre, aCentreDetails } from '../support/centres'

const arena = aCentre({ name: 'Whitefield Play Arena', type: 'PLAY' })
const owner = { permissions: ALL_PERMISSIONS, memberships: [{ roleName: 'PARTNER', contexts: [] }] }

const renderAcademy = (path: string) => {
  const portal = createTestPortal({
    centreDetails: aCentreDetails({ centers: [arena], userContext: aUser({ name: 'Asha Rao' }) }),
    rights: owner,
    seedProfile: (w) => {
      w.customers.set('parent-1', { id: 'parent-1', firstName: 'Parul', lastName: 'Prasad', phone: '8000000001', isPhoneVerified: true })
      w.children.push({ id: 'child-1', parentId: 'parent-1', child: { firstName: 'Aarav', lastName: 'Prasad', age: 8, emergencyPhone: '8000000091' } })
    },
    selling: (clock) => ({
      catalog: createInMemoryPackCatalog(
        {
          packs: [],
          centres: [{ id: arena.id, centerServiceId: arena.centerServiceId }],
          courseCategories: [{ courseCategoryId: 'CC-SWIM', courseCategoryName: 'Swimming for kids', workoutId: 302, minAge: 5, maxAge: 12, centerServiceId: arena.centerServiceId }],
          academyPacks: [
            {
              productId: 'ACADEMY-SWIM-1M',
              productType: 'PLAY_ACADEMY',
              title: 'Swimming for kids: 1 month',
              centerId: arena.id,
              durationInDays: 30,
              price: { mrp: paise(442_500), sellingPrice: paise(354_000), listingPrice: paise(354_000), breakup: [] },
              listingCategory: { restrictions: [{ restrictionCount: 12 }] },
              offers: [],
              courseCategoryId: 'CC-SWIM',
            },
          ],
        },
        clock,
      ),
    }),
  })
  render(<App useCases={portal.useCases} initialPath={path} />)
  return portal
}

describe('Sell Play Academy Pack (part 2 §2, §5)', () => {
  it('asks for a course category and a start date (Select Course Category), then YOURSELF or a CHILD (Select Child User), in the shared modals', async () => {
    renderAcademy(`/sell-play-academy-packs/1/-/-/0/${arena.centerServiceId}/-/0/-/0/1?userId=parent-1`)
    const course = await screen.findByRole('dialog', { name: 'Select Course Category' }, { timeout: 5000 })
    await within(course).findByRole('option', { name: 'Swimming for kids' }, { timeout: 5000 })
    await userEvent.click(await within(course).findByRole('button', { name: 'Continue' }, { timeout: 5000 }))
    expect(within(course).getAllByRole('alert').map((a) => a.textContent)).toEqual(['You must select a course category value', 'Please select a start date'])
    await userEvent.selectOptions(within(course).getByLabelText('Course category'), 'Swimming for kids')
    const start = within(course).getByLabelText('Start date')
    await userEvent.type(start, start.getAttribute('data-min') ?? '')
    await userEvent.click(within(course).getByRole('button', { name: 'Continue' }))
    const child = await screen.findByRole('dialog', { name: 'Select Child User' }, { timeout: 5000 })
    expect(await within(child).findByRole('radio', { name: 'Aarav Prasad(8)' }, { timeout: 5000 })).toBeInTheDocument()
    await userEvent.click(within(child).getByRole('button', { name: 'Continue' }))
    expect(within(child).getByRole('alert').textContent).toBe('You must either select YOURSELF or a CHILD')
  })

  it("lists the category's packs for the child with sessions and price, and asks for the cash in the Sell Pack modal", async () => {
    renderAcademy(`/sell-play-academy-packs/1/Swimming%20for%20kids/CC-SWIM/302/${arena.centerServiceId}/Aarav%20Prasad/8/child-1/1764028800000/0?userId=parent-1`)
    expect(await screen.findByRole('heading', { name: /^Swimming for kids$/ }, { timeout: 5000 })).toBeInTheDocument()
    expect(screen.getByText(/^For Aarav Prasad \(8 years\), starting/)).toBeInTheDocument()
    const card = await screen.findByRole('article', { name: 'Swimming for kids: 1 month' }, { timeout: 5000 })
    expect(card).toHaveTextContent('12 sessions, ₹3,540.00')
    await userEvent.click(within(card).getByRole('button', { name: 'Sell Pack' }))
    const dialog = await screen.findByRole('dialog', { name: 'Sell Pack' })
    expect(within(dialog).getByTestId('total-payable')).toHaveTextContent('₹3,540.00')
    expect(within(dialog).getByLabelText('Cash collected (₹)')).toBeInTheDocument()
  })
})
