import { render } from '@testing-library/react'
import type { ReactElement } from 'react'
import type { RouteDef } from '../../core/access/access'
import type { UseCases } from '../../core/use-cases'
import { PortalQueryProvider, createPortalQueryClient } from '../../ui/app/query-client'
import { UseCasesProvider } from '../../ui/app/use-cases.context'
import { ToastProvider } from '../../ui/feedback/toast'
import { CurrentRouteContext } from '../../ui/shell/current-route.context'
import { StaffAccessProvider } from '../../ui/shell/staff-access.context'

/** A screen as its route shows it: the use cases, a fresh query client, toasts, the staff's access and the route. */
export const renderRouteScreen = (useCases: UseCases, route: RouteDef, screen: ReactElement) =>
  render(
    <UseCasesProvider useCases={useCases}>
      <PortalQueryProvider client={createPortalQueryClient()}>
        <ToastProvider>
          <StaffAccessProvider>
            <CurrentRouteContext.Provider value={{ route, params: {} }}>{screen}</CurrentRouteContext.Provider>
          </StaffAccessProvider>
        </ToastProvider>
      </PortalQueryProvider>
    </UseCasesProvider>,
  )
