import { BrowserRouter, MemoryRouter, Route, Routes, useLocation } from 'react-router-dom'
import { type ReactNode } from 'react'
import { ROUTES } from '../../core/access/route-map'
import type { UseCases } from '../../core/use-cases'
import { FatalErrorBoundary } from '../feedback/error-boundary'
import { ToastProvider, ToastsFollowNavigation } from '../feedback/toast'
import { HomeRedirect } from '../shell/home-redirect'
import { NotFound } from '../shell/not-found'
import { RouteGate } from '../shell/route-gate'
import { Shell } from '../shell/shell'
import { StaffAccessProvider } from '../shell/staff-access.context'
import { GlobalStyle } from '../theme/global-style'
import { UseCasesProvider } from './use-cases.context'
import { keepControlledFields } from './controlled-inputs'
import { PortalQueryProvider } from './query-client'
import type { QueryClient } from '@tanstack/react-query'
import type { OfflineDesk } from '../../core/offline/offline-desk'

keepControlledFields()

/** Every route of the route map, exact and case-sensitive, each behind its gate; '/' and '/v2' redirect. */
export const AppRoutes = () => (
  <Routes>
    <Route element={<Shell />}>
      <Route path="/" element={<HomeRedirect />} />
      <Route path="/v2" element={<HomeRedirect />} />
      {ROUTES.map((r) => (
        <Route key={r.path} path={r.path} caseSensitive element={<RouteGate route={r} />} />
      ))}
      <Route path="*" element={<NotFound />} />
    </Route>
  </Routes>
)

/** The error toasts of a page leave with it. */
const ToastsOnPageChange = () => <ToastsFollowNavigation pathname={useLocation().pathname} />

type AppProps = {
  readonly useCases: UseCases
  /** Tests start at an address in memory; the browser uses its own address bar. */
  readonly initialPath?: string
  readonly onRefresh?: () => void
  /** Tests pass a fresh client; the browser makes one for the app's lifetime. */
  readonly queryClient?: QueryClient
  /** The offline desk, loaded after the first paint (the browser); none in tests. */
  readonly offlineDesk?: Promise<OfflineDesk | undefined>
}

const Router = ({ initialPath, children }: { initialPath: string | undefined; children: ReactNode }) =>
  initialPath === undefined ? <BrowserRouter>{children}</BrowserRouter> : <MemoryRouter initialEntries={[initialPath]}>{children}</MemoryRouter>

export const App = ({ useCases, initialPath, onRefresh, queryClient, offlineDesk }: AppProps) => (
  <UseCasesProvider useCases={useCases}>
    <PortalQueryProvider {...(queryClient === undefined ? {} : { client: queryClient })}>
      <GlobalStyle />
      <FatalErrorBoundary report={useCases.reportError} {...(onRefresh === undefined ? {} : { onRefresh })}>
        <ToastProvider>
          <Router initialPath={initialPath}>
            <ToastsOnPageChange />
            <StaffAccessProvider openedAt={initialPath ?? window.location.pathname} offlineDesk={offlineDesk}>
              <AppRoutes />
            </StaffAccessProvider>
          </Router>
        </ToastProvider>
      </FatalErrorBoundary>
    </PortalQueryProvider>
  </UseCasesProvider>
)
