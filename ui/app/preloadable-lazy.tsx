import type { ComponentType, ReactNode } from 'react'
import styled from 'styled-components'
import { CODE_NOT_LOADED, TRY_AGAIN } from '../../core/shared/messages'
import { Button } from '../widgets/button'
import { Loader } from '../widgets/loader'
import { type Loaded, lazyPart } from './lazy-component'

export { preloadLazy } from './lazy-component'

/**
 * A lazily loaded screen or block (see `lazyPart`): the loading indicator while its code is on its
 * way (or `whileLoading`, e.g. `null` for a modal), and in its place, if the code cannot be fetched,
 * 'Could not load this part of the portal' with Try Again; never the fatal error screen.
 */
export const lazy = <P extends object = Record<string, never>>(
  factory: () => Promise<Loaded<ComponentType<P>>>,
  options: { readonly whileLoading?: ReactNode } = {},
): ComponentType<P> =>
  lazyPart(factory, {
    whileLoading: options.whileLoading === undefined ? <Loader /> : options.whileLoading,
    ifFailed: (retry) => <CodeNotLoaded onRetry={retry} />,
  })

/** A part whose code could not be fetched, in its own place, with Try Again. */
const CodeNotLoaded = ({ onRetry }: { readonly onRetry: () => void }) => (
  <NotLoaded role="status">
    <span>{CODE_NOT_LOADED}</span>
    <Button type="button" $variant="secondary" onClick={onRetry}>
      {TRY_AGAIN}
    </Button>
  </NotLoaded>
)

const NotLoaded = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  margin: 8px 0;
`

