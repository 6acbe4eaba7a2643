import { render, screen } from '@testing-library/react'
import * as TE from 'fp-ts/TaskEither'
import { type GatewayError, forbidden, malformedResponse, notFound, rejected, unauthorised, unavailable, validationFailed } from '../../core/shared/errors'
import { failureKind } from '../../core/shared/failure-kind'
import { BLOCK_NOT_AUTHORIZED, PT_SESSIONS_FETCH_FAILED, TRY_AGAIN } from '../../core/shared/messages'
import { actionFailed } from '../../core/shared/outcome'
import { PortalQueryProvider, createPortalQueryClient } from '../../ui/app/query-client'
import { useUseCaseQuery } from '../../ui/app/use-use-case-query'
import { QueryBlock } from '../../ui/widgets/query-block'

const Block = ({ failure }: { failure: unknown }) => {
  const q = useUseCaseQuery(['t', 'failing'], () => TE.left(failure))
  return <QueryBlock query={q}>{() => <p>loaded</p>}</QueryBlock>
}

const showBlock = async (failure: unknown) => {
  render(
    <PortalQueryProvider client={createPortalQueryClient()}>
      <Block failure={failure} />
    </PortalQueryProvider>,
  )
  return screen.findByText((_, el) => el?.tagName === 'SPAN' && el.parentElement !== null && /alert|status/.test(el.parentElement.getAttribute('role') ?? ''))
}

/** Every gateway failure the HTTP adapter can return, bare and as the cause of a use case's own failure. */
const GATEWAY: readonly GatewayError[] = [
  unavailable('down'),
  unauthorised('signed out'),
  forbidden('You need VIEW access on CRM_TASKS for this.'),
  notFound('no such member'),
  rejected('bad input'),
  malformedResponse('garbled'),
]
const TRANSIENT = new Set(['Unavailable', 'MalformedResponse'])

describe('a failing block offers Try Again only when trying again can help', () => {
  for (const g of GATEWAY) {
    for (const [how, failure] of [
      ['bare', g],
      ['as the cause of a read', actionFailed('PtSessionsUnavailable', PT_SESSIONS_FETCH_FAILED, g)],
    ] as const) {
      it(`${g._tag} (${how})`, async () => {
        await showBlock(failure)
        const retry = screen.queryByRole('button', { name: TRY_AGAIN })
        if (TRANSIENT.has(g._tag)) expect(retry).toBeInTheDocument()
        else expect(retry).not.toBeInTheDocument()
      })
    }
  }

  it('says a 403 in staff words, never as a temporary failure or with the server permission code', async () => {
    await showBlock(actionFailed('PtSessionsUnavailable', PT_SESSIONS_FETCH_FAILED, forbidden('You need VIEW access on PT_SESSIONS for this.')))
    const block = screen.getByRole('status')
    expect(block).toHaveTextContent(BLOCK_NOT_AUTHORIZED)
    expect(block).not.toHaveTextContent(/try again|VIEW access|PT_SESSIONS/i)
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
  })

  it("a form's refusal is shown without a retry", async () => {
    await showBlock(validationFailed({ phone: 'Invalid Phone Number' }))
    expect(screen.queryByRole('button', { name: TRY_AGAIN })).not.toBeInTheDocument()
  })

  it('a failure with no known cause keeps its retry', async () => {
    await showBlock(actionFailed('OrdersUnavailable', 'Orders are down'))
    expect(screen.getByRole('button', { name: TRY_AGAIN })).toBeInTheDocument()
  })
})

describe('failureKind', () => {
  it('reads the cause of a use case failure', () => {
    expect(failureKind(actionFailed('X', 'x', forbidden('no')))).toBe('forbidden')
    expect(failureKind(forbidden('no'))).toBe('forbidden')
    expect(failureKind(actionFailed('X', 'x', unavailable('down')))).toBe('transient')
    expect(failureKind(actionFailed('X', 'x', rejected('no')))).toBe('refused')
    expect(failureKind(unauthorised('gone'))).toBe('signed-out')
    expect(failureKind(new Error('boom'))).toBe('transient')
  })
})
