import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it, vi } from 'vitest'
import { SEARCH_MEMBER_LABEL } from '../../core/shared/messages'
import { MemberSearch } from '../../ui/shell/member-search'

const preloadScreen = vi.hoisted(() => vi.fn())
vi.mock('../../ui/app/preload-screen', () => ({ preloadScreen }))

describe('the header member search', () => {
  it("starts fetching the profile screen's chunk as soon as it gets focus, before any search", async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <MemberSearch id="member-search" />
        </MemoryRouter>
      </QueryClientProvider>,
    )
    expect(preloadScreen).not.toHaveBeenCalled()
    await userEvent.click(screen.getByLabelText(SEARCH_MEMBER_LABEL))
    expect(preloadScreen).toHaveBeenCalledWith('/user')
  })
})
