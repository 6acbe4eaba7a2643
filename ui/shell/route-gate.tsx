import { Suspense, useMemo } from 'react'
import { useParams } from 'react-router-dom'
import type { RouteDef } from '../../core/access/access'
import { explainDenial, routeNeedsFeatureLists } from '../../core/access/route-access.rule'
import { NO_CENTRE_ASSIGNED } from '../../core/shared/messages'
import { SCREENS } from '../app/screens'
import { Loader } from '../widgets/loader'
import { CurrentRouteContext } from './current-route.context'
import { NotAuthorized } from './not-authorized'
import { useStaffAccess } from './staff-access.context'

/** Shows the route's screen (lazily loaded) when the core allows it, else 'Not Authorized' with the reasons. */
export const RouteGate = ({ route }: { route: RouteDef }) => {
  const { state } = useStaffAccess()
  const raw = useParams()
  const params = useMemo(
    () => Object.fromEntries(Object.entries(raw).flatMap(([k, v]) => (v === undefined ? [] : [[k, v]]))) as Record<string, string>,
    [raw],
  )
  const current = useMemo(() => ({ route, params }), [route, params])
  if (state.status !== 'ready') return null
  // A route gated by a feature list waits for the lists the shell asks for after its first screen.
  if (state.listsPending && routeNeedsFeatureLists(route)) return <Loader />
  const reasons = state.subject === undefined ? (route.path === '/logout' ? [] : [NO_CENTRE_ASSIGNED]) : explainDenial(route, state.subject)
  if (reasons.length > 0) return <NotAuthorized route={route} reasons={reasons} />
  const Screen = SCREENS[route.path]
  if (Screen === undefined) return null
  return (
    <CurrentRouteContext.Provider value={current}>
      <Suspense fallback={<Loader />}>
        <Screen />
      </Suspense>
    </CurrentRouteContext.Provider>
  )
}
