import { Component, type ErrorInfo, type ReactNode } from 'react'
import styled from 'styled-components'
import { FATAL_ERROR_ACTION, FATAL_ERROR_TITLE } from '../../core/shared/messages'
import { theme } from '../theme/theme'

type Props = {
  readonly children: ReactNode
  /** Where the crash is reported (the core's ErrorReporter, through the use cases). */
  readonly report: (error: unknown, context?: Readonly<Record<string, string>>) => void
  /** Back to the root; a full page load by default, so nothing of the broken state survives. */
  readonly onRefresh?: () => void
}

type State = { readonly failed: boolean }

/** The fatal error screen: 'Nothing to worry! The error has been reported' and 'Refresh Screen'. */
export class FatalErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false }

  static getDerivedStateFromError(): State {
    return { failed: true }
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.props.report(error, { componentStack: (info.componentStack ?? '').slice(0, 2000) })
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children
    const refresh = this.props.onRefresh ?? (() => window.location.assign('/'))
    return (
      <Screen role="alert">
        <Card>
          <Emoji aria-hidden="true">🛠️</Emoji>
          <h1>{FATAL_ERROR_TITLE}</h1>
          <button type="button" onClick={refresh}>
            {FATAL_ERROR_ACTION}
          </button>
        </Card>
      </Screen>
    )
  }
}

const Screen = styled.main`
  min-height: 100vh;
  display: grid;
  place-items: center;
  padding: 16px;
  background: ${theme.color.bg};
`
const Card = styled.div`
  text-align: center;
  background: ${theme.color.surface};
  border-radius: 14px;
  box-shadow: ${theme.shadow};
  padding: 36px 32px;
  max-width: 460px;
  h1 {
    font-size: 20px;
    margin: 8px 0 20px;
  }
  button {
    background: ${theme.color.primary};
    color: ${theme.color.primaryText};
    border: 0;
    border-radius: 8px;
    padding: 10px 18px;
    font-weight: 600;
    cursor: pointer;
  }
`
const Emoji = styled.div`
  font-size: 36px;
`
