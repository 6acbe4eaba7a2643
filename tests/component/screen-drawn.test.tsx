import { QueryClient } from '@tanstack/react-query'

/** A fresh copy of the module: `screenDrawn` is the page's, once. */
const freshModule = async () => {
  vi.resetModules()
  return import('../../ui/app/screen-drawn')
}

describe('screenDrawn: what the first screen does not need waits for it to draw what it loads', () => {
  afterEach(() => vi.useRealTimers())

  it('waits while the screen’s first call is out, then resolves a painted frame after its answer', async () => {
    const { screenDrawn, watchScreenDrawn } = await freshModule()
    const client = new QueryClient()
    let drawn = false
    void screenDrawn.then(() => (drawn = true))
    const stop = watchScreenDrawn(client)
    let answer: (n: number) => void = () => undefined
    const first = client.fetchQuery({ queryKey: ['list'], queryFn: () => new Promise<number>((r) => (answer = r)) })
    await new Promise((r) => setTimeout(r, 60))
    expect(drawn).toBe(false)
    answer(1)
    await first
    await vi.waitFor(() => expect(drawn).toBe(true))
    stop()
  })

  it('waits for every call out at once, and a failure counts as an answer', async () => {
    const { screenDrawn, watchScreenDrawn } = await freshModule()
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    let drawn = false
    void screenDrawn.then(() => (drawn = true))
    watchScreenDrawn(client)
    let fail: (e: Error) => void = () => undefined
    let answer: (n: number) => void = () => undefined
    const a = client.fetchQuery({ queryKey: ['a'], queryFn: () => new Promise<number>((_, f) => (fail = f)) }).catch(() => undefined)
    const b = client.fetchQuery({ queryKey: ['b'], queryFn: () => new Promise<number>((r) => (answer = r)) })
    fail(new Error('refused'))
    await a
    await new Promise((r) => setTimeout(r, 60))
    expect(drawn).toBe(false)
    answer(2)
    await b
    await vi.waitFor(() => expect(drawn).toBe(true))
  })

  it('resolves on its own for a screen that loads nothing, QUIET_SCREEN_MS after the page started', async () => {
    vi.useFakeTimers()
    const { screenDrawn, QUIET_SCREEN_MS } = await freshModule()
    let drawn = false
    void screenDrawn.then(() => (drawn = true))
    await vi.advanceTimersByTimeAsync(QUIET_SCREEN_MS - 1)
    expect(drawn).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(drawn).toBe(true)
  })
})
