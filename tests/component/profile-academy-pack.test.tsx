import { fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { createInMemoryPackCatalog } from '../../adapters/in-memory/pack-catalog.in-memory'
import { createTestPortal } from '../../composition/test/container'
import * as M from '../../core/shared/messages'
import { App } from '../../ui/app/app'
import { ALL_PERMISSIONS, aUser } from '../support/access'
import { aCentre, aCentreDetails } from '../support/centres'

/*
 * The profile at a play centre sells an academy pack: Select Course Category, then Select Child
 * User, then the academy route with those choices (part 1 §2 modals, §5 validation).
 */

const arena = aCentre({ name: 'Whitefield Play Arena', type: 'PLAY' })
const gym = aCentre({ name: 'Indiranagar Gym', type: 'GYMFIT' })
const owner = { permissions: ALL_PERMISSIONS, memberships: [{ roleName: 'PARTNER', contexts: [] }] }

const renderProfile = (centres = [arena], categories = true) => {
  const portal = createTestPortal({
    centreDetails: aCentreDetails({ centers: centres, userContext: aUser({ name: 'Asha Rao' }) }),
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
          courseCategories: categories
            ? [{ courseCategoryId: 'CC-SWIM', courseCategoryName: 'Swimming for kids', workoutId: 302, minAge: 5, maxAge: 12, centerServiceId: arena.centerServiceId }]
            : [],
          academyPacks: [],
        },
        clock,
      ),
    }),
  })
  render(<App useCases={portal.useCases} initialPath="/user?userId=parent-1" />)
  return portal
}

// The profile screen's chunk is transformed on its first use: give the first render room.
const childUsers = () => screen.findByRole('region', { name: M.CHILD_USERS_TITLE }, { timeout: 30_000 })

describe('Sell academy pack from the profile (Select Course Category, Select Child User)', () => {
  it('asks for a category and a start date, then YOURSELF or a CHILD, each error in the spec’s words, then opens the academy packs', async () => {
    const user = userEvent.setup()
    renderProfile()
    await user.click(await within(await childUsers()).findByRole('button', { name: M.SELL_ACADEMY_PACK }))
    const categoryDialog = await screen.findByRole('dialog', { name: M.SELECT_COURSE_CATEGORY_TITLE })
    await within(categoryDialog).findByRole('option', { name: 'Swimming for kids' }, { timeout: 5000 })
    await user.click(within(categoryDialog).getByRole('button', { name: M.CONTINUE }))
    expect(within(categoryDialog).getAllByRole('alert').map((a) => a.textContent)).toEqual([M.COURSE_CATEGORY_REQUIRED, M.START_DATE_PICK_REQUIRED])

    await user.selectOptions(within(categoryDialog).getByLabelText(M.COURSE_CATEGORY_LABEL), 'Swimming for kids')
    const date = within(categoryDialog).getByLabelText(M.ACADEMY_START_DATE_LABEL) as HTMLInputElement
    fireEvent.input(date, { target: { value: date.dataset.min } })
    await user.click(within(categoryDialog).getByRole('button', { name: M.CONTINUE }))

    const childDialog = await screen.findByRole('dialog', { name: M.SELECT_CHILD_USER_TITLE })
    const aarav = await within(childDialog).findByRole('radio', { name: 'Aarav Prasad(8)' })
    await user.click(within(childDialog).getByRole('button', { name: M.CONTINUE }))
    expect(within(childDialog).getByRole('alert')).toHaveTextContent(M.SELF_OR_CHILD_REQUIRED)
    await user.click(aarav)
    await user.click(within(childDialog).getByRole('button', { name: M.CONTINUE }))
    // The academy screen's chunk is transformed on its first use too.
    expect(await screen.findByRole('heading', { name: /^Swimming for kids$/ }, { timeout: 30_000 })).toBeInTheDocument()
    expect(screen.getByText(/^For Aarav Prasad \(8 years\), starting/)).toBeInTheDocument()
  }, 60_000)

  it("says 'No course categories available at this moment.' when the centre has none", async () => {
    const user = userEvent.setup()
    renderProfile([arena], false)
    await user.click(await within(await childUsers()).findByRole('button', { name: M.SELL_ACADEMY_PACK }))
    const dialog = await screen.findByRole('dialog', { name: M.SELECT_COURSE_CATEGORY_TITLE })
    expect(await within(dialog).findByText(M.EMPTY_COURSE_CATEGORIES)).toBeInTheDocument()
  }, 45_000)

  it('is not offered at a centre that is not a play centre', async () => {
    renderProfile([gym])
    const block = await childUsers()
    expect(within(block).getByRole('button', { name: M.ADD_CHILD_USER })).toBeInTheDocument()
    expect(within(block).queryByRole('button', { name: M.SELL_ACADEMY_PACK })).toBeNull()
  }, 45_000)
})
