import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { SELECTED_CENTRE_KEY } from '../../core/centre/load-centre-context'
import { CENTRE_PAGE_SIZE } from '../../core/shared/list-pages.rule'
import { NO_CENTRE_MATCHES } from '../../core/shared/messages'
import { createTestPortal } from '../../composition/test/container'
import { App } from '../../ui/app/app'
import { ALL_PERMISSIONS, aUser } from '../support/access'
import { aCentre, aCentreDetails } from '../support/centres'

// An owner of more centres than the selector's first page holds.
const centres = Array.from({ length: CENTRE_PAGE_SIZE + 15 }, (_, i) => aCentre({ name: `Chain Gym ${String(i + 1).padStart(2, '0')}`, locality: i % 2 === 0 ? 'Indiranagar' : 'Jayanagar' }))
const deep = centres[CENTRE_PAGE_SIZE + 10]!
const owner = { permissions: ALL_PERMISSIONS, memberships: [{ roleName: 'PARTNER', contexts: [] }] }
const portal = () => {
  const p = createTestPortal({ centreDetails: aCentreDetails({ centers: centres, userContext: aUser({ name: 'Asha Rao' }) }), rights: owner })
  p.selection.set(SELECTED_CENTRE_KEY, String(deep.centerServiceId))
  return p
}

describe('the centre selector of an owner of many centres', () => {
  it('lists the first page, with the selected centre first and marked current when it is deeper; the next page comes at the end of the list', async () => {
    render(<App useCases={portal().useCases} initialPath="/dash" />)
    await screen.findByRole('heading', { name: 'Dashboard' })
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: new RegExp(`^Centre ${deep.name}`) }))
    const list = await screen.findByRole('listbox', { name: 'Centres' })
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(CENTRE_PAGE_SIZE + 1))
    const options = within(list).getAllByRole('option')
    expect(options[0]).toHaveTextContent(deep.name)
    expect(options[0]).toHaveTextContent('current')
    expect(options[1]).toHaveTextContent('Chain Gym 01')
    // Arrowing past the last option asks for the next page: every centre is then listed once.
    await user.keyboard('{End}')
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(centres.length))
    const names = within(list).getAllByRole('option').map((o) => o.querySelector('strong')?.textContent)
    expect(new Set(names).size).toBe(centres.length)
  })

  it('searches by name or locality on the server, whatever the case, and picks a centre from a later page by keyboard', async () => {
    const p = portal()
    render(<App useCases={p.useCases} initialPath="/dash" />)
    await screen.findByRole('heading', { name: 'Dashboard' })
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: /^Centre/ }))
    const search = await screen.findByRole('combobox', { name: 'Search centres by name or locality' })
    await user.type(search, 'JAYANAGAR')
    const jayanagar = centres.filter((c) => c.locality === 'Jayanagar')
    await waitFor(() => expect(screen.getAllByRole('option').map((o) => o.querySelector('strong')?.textContent)).toEqual(jayanagar.map((c) => c.name)))
    await user.clear(search)
    await user.type(search, 'chain gym')
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(CENTRE_PAGE_SIZE))
    await user.keyboard('{End}')
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(centres.length))
    await user.keyboard('{End}{Enter}')
    const last = centres[centres.length - 1]!
    expect(await screen.findByRole('button', { name: new RegExp(`^Centre ${last.name}`) })).toBeInTheDocument()
    expect(p.selection.get(SELECTED_CENTRE_KEY)).toBe(String(last.centerServiceId))
  })

  it('says so when no centre matches', async () => {
    render(<App useCases={portal().useCases} initialPath="/dash" />)
    await screen.findByRole('heading', { name: 'Dashboard' })
    fireEvent.click(screen.getByRole('button', { name: /^Centre/ }))
    fireEvent.input(await screen.findByRole('combobox', { name: 'Search centres by name or locality' }), { target: { value: 'nowhere at all' } })
    expect(await screen.findByText(NO_CENTRE_MATCHES)).toBeInTheDocument()
    expect(screen.queryAllByRole('option')).toHaveLength(0)
  })
})
