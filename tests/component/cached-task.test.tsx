import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import * as TE from 'fp-ts/TaskEither'
import { pipe } from 'fp-ts/function'
import { describe, expect, it } from 'vitest'
import { useCachedTask, useUseCaseQuery } from '../../ui/app/use-use-case-query'

type Failure = { readonly _tag: 'Refused'; readonly message: string }

const Tasks = ({ load }: { readonly load: () => TE.TaskEither<Failure, readonly string[]> }) => {
  const q = useUseCaseQuery(['profile', 'c1', 'tasks'], load)
  return <p>tasks: {q.data?.join(', ') ?? (q.isError ? q.error.message : 'loading')}</p>
}
const Trail = ({ load }: { readonly load: () => TE.TaskEither<Failure, readonly string[]> }) => {
  const tasks = useCachedTask(['profile', 'c1', 'tasks'], load)
  const q = useUseCaseQuery(['profile', 'c1', 'trail'], () => pipe(tasks(), TE.map((ts) => ts.map((t) => `${t} call`))))
  return <p>trail: {q.data?.join(', ') ?? (q.isError ? q.error.message : 'loading')}</p>
}

const both = (load: () => TE.TaskEither<Failure, readonly string[]>) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <Tasks load={load} />
      <Trail load={load} />
    </QueryClientProvider>,
  )

describe('a block whose input is another block of the same screen', () => {
  it('shares the loading block’s request: the use case runs once for both', async () => {
    let calls = 0
    both(() => {
      calls += 1
      return TE.fromTask(() => new Promise<readonly string[]>((r) => setTimeout(() => r(['Renewal']), 5)))
    })
    expect(await screen.findByText('tasks: Renewal')).toBeInTheDocument()
    expect(await screen.findByText('trail: Renewal call')).toBeInTheDocument()
    expect(calls).toBe(1)
  })

  it("fails with the use case's own failure", async () => {
    both(() => TE.left({ _tag: 'Refused', message: 'No tasks for you' }))
    expect(await screen.findByText('tasks: No tasks for you')).toBeInTheDocument()
    expect(await screen.findByText('trail: No tasks for you')).toBeInTheDocument()
  })
})
