import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Suspense } from 'react'
import { Component, type ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { CODE_NOT_LOADED, LOADING, TRY_AGAIN } from '../../core/shared/messages'
import { quietPart } from '../../ui/app/lazy-component'
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

  it('says in its own place that a chunk could not be fetched, never reaching the error boundary, and Try Again fetches it', async () => {
    let fetches = 0
    const Screen = lazy(async () => {
      fetches += 1
      if (fetches === 1) throw new Error('offline')
      return { default: Hello }
    })
    render(
      <Boundary>
        <p>The rest of the page</p>
        <Screen />
      </Boundary>,
    )
    expect(await screen.findByText(CODE_NOT_LOADED)).toBeInTheDocument()
    expect(screen.getByText('The rest of the page')).toBeInTheDocument()
    expect(screen.queryByText(/^failed:/)).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: TRY_AGAIN }))
    expect(await screen.findByText('The check-in list')).toBeInTheDocument()
    expect(screen.queryByText(CODE_NOT_LOADED)).not.toBeInTheDocument()
    expect(fetches).toBe(2)
  })

  it('is fetched again when the browser comes back online', async () => {
    let online = false
    const Screen = lazy(async () => {
      if (!online) throw new Error('offline')
      return { default: Hello }
    })
    render(<Screen />)
    expect(await screen.findByText(CODE_NOT_LOADED)).toBeInTheDocument()
    online = true
    act(() => void window.dispatchEvent(new Event('online')))
    expect(await screen.findByText('The check-in list')).toBeInTheDocument()
  })

  it('leaves its place empty while loading and after a failure when asked to (a small part of the header)', async () => {
    let fail: (e: Error) => void = () => undefined
    const Part = quietPart(() => new Promise<{ default: typeof Hello }>((_, r) => (fail = r)))
    const { container } = render(
      <Boundary>
        <Part />
      </Boundary>,
    )
    expect(container).toBeEmptyDOMElement()
    await act(async () => {
      fail(new Error('offline'))
      await new Promise((r) => setTimeout(r, 0))
    })
    expect(container).toBeEmptyDOMElement()
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
