import { render, screen } from '@testing-library/react'
import { Suspense } from 'react'
import { describe, expect, it } from 'vitest'
import { lazy, preloadLazy } from '../../ui/app/preloadable-lazy'

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
