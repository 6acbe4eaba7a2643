import { render, screen } from '@testing-library/react'
import { Suspense } from 'react'
import { Component, type ReactNode } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { LOADING } from '../../core/shared/messages'
import { lazy, preloadLazy } from '../../ui/app/preloadable-lazy'

class Boundary extends Component<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {}
  static getDerivedStateFromError(error: Error) {
    return { error }
  }
  override render() {
    return this.state.error === undefined ? this.props.children : <p>failed: {this.state.error.message}</p>
  }
}

const Hello = () => <p>The check-in list</p>

describe("a route's screen chunk fetched before it renders", () => {
  it('is fetched once: the early fetch and the render share it', async () => {
    let fetches = 0
    const Screen = lazy(async () => {
      fetches += 1
      return { default: Hello }
    })
    preloadLazy(Screen)
    preloadLazy(Screen)
    expect(fetches).toBe(1)
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Screen />
      </Suspense>,
    )
    expect(await screen.findByText('The check-in list')).toBeInTheDocument()
    expect(fetches).toBe(1)
  })

  it('renders at once, without its fallback, when the early fetch has already arrived', async () => {
    const Screen = lazy(async () => ({ default: Hello }))
    preloadLazy(Screen)
    await new Promise((r) => setTimeout(r, 0))
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Screen />
      </Suspense>,
    )
    expect(screen.getByText('The check-in list')).toBeInTheDocument()
    expect(screen.queryByText('Loading')).not.toBeInTheDocument()
  })

  it('shows the loading indicator while the chunk is on its way, without suspending', async () => {
    let arrive: (m: { default: typeof Hello }) => void = () => undefined
    const Screen = lazy(() => new Promise<{ default: typeof Hello }>((r) => (arrive = r)))
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Screen />
      </Suspense>,
    )
    expect(screen.getByRole('status')).toHaveTextContent(LOADING)
    expect(screen.queryByText('Loading')).not.toBeInTheDocument()
    arrive({ default: Hello })
    expect(await screen.findByText('The check-in list')).toBeInTheDocument()
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
  })

  it('throws a chunk that cannot be fetched to the error boundary', async () => {
    const Screen = lazy(() => Promise.reject(new Error('offline')))
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    render(
      <Boundary>
        <Screen />
      </Boundary>,
    )
    expect(await screen.findByText('failed: offline')).toBeInTheDocument()
    spy.mockRestore()
  })

  it('is fetched again on render when the early fetch failed', async () => {
    let fetches = 0
    const Screen = lazy(async () => {
      fetches += 1
      if (fetches === 1) throw new Error('offline')
      return { default: Hello }
    })
    preloadLazy(Screen)
    await new Promise((r) => setTimeout(r, 0))
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Screen />
      </Suspense>,
    )
    expect(await screen.findByText('The check-in list')).toBeInTheDocument()
    expect(fetches).toBe(2)
  })
})
