import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import * as TE from 'fp-ts/TaskEither'
import { unavailable } from '../../core/shared/errors'
import { PortalQueryProvider, createPortalQueryClient } from '../../ui/app/query-client'
import { useUseCaseMutation, useUseCaseQuery } from '../../ui/app/use-use-case-query'
import { QueryBlock } from '../../ui/widgets/query-block'

/** Two blocks of one screen, each loading through its own "use case". */
const Blocks = ({ a, b, act }: { a: () => TE.TaskEither<{ _tag: 'Unavailable'; message: string }, string[]>; b: () => TE.TaskEither<never, string>; act?: () => TE.TaskEither<never, void> }) => {
  const qa = useUseCaseQuery(['t', 'a'], a)
  const qb = useUseCaseQuery(['t', 'b'], b)
  const m = useUseCaseMutation(() => act?.() ?? TE.right(undefined), { invalidates: () => [['t', 'a']] })
  return (
    <>
      <section aria-label="A">
        <QueryBlock query={qa} empty={{ when: (xs) => xs.length === 0, message: 'Nothing in A' }}>
          {(xs) => <p>{xs.join(', ')}</p>}
        </QueryBlock>
      </section>
      <section aria-label="B">
        <QueryBlock query={qb}>{(x) => <p>{x}</p>}</QueryBlock>
      </section>
      <button type="button" onClick={() => m.mutate(undefined)}>
        Act
      </button>
    </>
  )
}

const renderBlocks = (props: Parameters<typeof Blocks>[0]) =>
  render(
    <PortalQueryProvider client={createPortalQueryClient()}>
      <Blocks {...props} />
    </PortalQueryProvider>,
  )

describe('the one way screens load data (QueryBlock over useUseCaseQuery)', () => {
  it('shows each block when its answer arrives', async () => {
    renderBlocks({ a: () => TE.right(['x', 'y']), b: () => TE.right('bee') })
    expect(await screen.findByText('x, y')).toBeInTheDocument()
    expect(await screen.findByText('bee')).toBeInTheDocument()
  })

  it('shows a failing block with the core message and a retry, and keeps the other block', async () => {
    let calls = 0
    renderBlocks({
      a: () => {
        calls += 1
        return calls === 1 ? TE.left(unavailable('Service down')) : TE.right(['back'])
      },
      b: () => TE.right('still here'),
    })
    expect(await screen.findByRole('alert')).toHaveTextContent('Service down')
    expect(await screen.findByText('still here')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }))
    expect(await screen.findByText('back')).toBeInTheDocument()
  })

  it('shows the empty message for an empty answer', async () => {
    renderBlocks({ a: () => TE.right([]), b: () => TE.right('b') })
    expect(await screen.findByText('Nothing in A')).toBeInTheDocument()
  })

  it('refetches exactly the blocks an action invalidates', async () => {
    let aCalls = 0
    let bCalls = 0
    renderBlocks({
      a: () => {
        aCalls += 1
        return TE.right([`a${aCalls}`])
      },
      b: () => {
        bCalls += 1
        return TE.right(`b${bCalls}`)
      },
    })
    expect(await screen.findByText('a1')).toBeInTheDocument()
    expect(await screen.findByText('b1')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Act' }))
    expect(await screen.findByText('a2')).toBeInTheDocument()
    expect(screen.getByText('b1')).toBeInTheDocument()
    expect(bCalls).toBe(1)
  })

  describe("a block's lasting frame", () => {
    const Framed = ({ load }: { load: () => TE.TaskEither<{ _tag: 'Unavailable'; message: string }, string> }) => {
      const q = useUseCaseQuery(['t', 'framed'], load)
      return (
        <QueryBlock query={q} loadingLabel="Loading the week…" frame={<h2>The week</h2>}>
          {(x) => (
            <>
              <h2>The week</h2>
              <p>{x}</p>
            </>
          )}
        </QueryBlock>
      )
    }
    const renderFramed = (load: Parameters<typeof Framed>[0]['load']) =>
      render(
        <PortalQueryProvider client={createPortalQueryClient()}>
          <Framed load={load} />
        </PortalQueryProvider>,
      )

    it('is drawn with the loading status while the answer loads, and gives way to the answer once', async () => {
      let answer = (): void => undefined
      const held = new Promise<void>((resolve) => (answer = resolve))
      renderFramed(() => () => held.then(() => ({ _tag: 'Right' as const, right: 'Mon to Sun' })))
      expect(screen.getByRole('heading', { name: 'The week' })).toBeInTheDocument()
      expect(screen.getByRole('status')).toHaveTextContent('Loading the week…')
      answer()
      expect(await screen.findByText('Mon to Sun')).toBeInTheDocument()
      expect(screen.getAllByRole('heading', { name: 'The week' })).toHaveLength(1)
      expect(screen.queryByText('Loading the week…')).not.toBeInTheDocument()
    })

    it('is not drawn over a failure: the failure says why, with its retry', async () => {
      renderFramed(() => TE.left(unavailable('The roster could not be loaded')))
      expect(await screen.findByRole('alert')).toHaveTextContent('The roster could not be loaded')
      expect(screen.queryByRole('heading', { name: 'The week' })).not.toBeInTheDocument()
    })
  })
})
