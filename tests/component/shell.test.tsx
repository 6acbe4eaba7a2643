import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import * as TE from 'fp-ts/TaskEither'
import { describe, expect, it } from 'vitest'
import { unauthorised } from '../../core/shared/errors'
import { createTestPortal } from '../../composition/test/container'
import { App } from '../../ui/app/app'
import { aCentre, aCentreDetails } from '../support/centres'

describe('the portal shell', () => {
  const details = aCentreDetails({
    centers: [aCentre({ name: 'Koramangala Gym', locality: 'Koramangala' }), aCentre({ name: 'HSR Cult', locality: 'HSR Layout', type: 'CULT' })],
  })

  it('selects the first centre by default', async () => {
    const { useCases } = createTestPortal({ centreDetails: details })
    render(<App useCases={useCases} />)
    const selector = await screen.findByRole('combobox', { name: 'Centre' })
    expect(within(selector).getByRole('option', { name: /Koramangala Gym/, selected: true })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Koramangala Gym' })).toBeInTheDocument()
  })

  it('keeps the chosen centre for the next visit', async () => {
    const { useCases } = createTestPortal({ centreDetails: details })
    const first = render(<App useCases={useCases} />)
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Centre' }), 'HSR Cult · HSR Layout')
    expect(screen.getByRole('heading', { name: 'HSR Cult' })).toBeInTheDocument()
    first.unmount()

    render(<App useCases={useCases} />)
    expect(await screen.findByRole('heading', { name: 'HSR Cult' })).toBeInTheDocument()
  })

  it('shows the signed-out page with a sign-in link when the API says 401', async () => {
    const { useCases } = createTestPortal({ centreDetails: details })
    render(<App useCases={{ ...useCases, loadCentreContext: () => TE.left(unauthorised('Please sign in.')) }} />)
    expect(await screen.findByRole('heading', { name: 'You are signed out' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in')
  })
})
