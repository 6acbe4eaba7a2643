import { Navigate } from 'react-router-dom'
import { homePath } from '../../core/access/route-access.rule'
import { NO_CENTRE_ASSIGNED } from '../../core/shared/messages'
import { useStaffAccess } from './staff-access.context'

/** '/' and '/v2': the Play Dashboard for a PLAY centre, else the Overall Dashboard. */
export const HomeRedirect = () => {
  const { state } = useStaffAccess()
  if (state.status !== 'ready') return null
  const centre = state.access.selected
  if (centre === undefined) return <p>{NO_CENTRE_ASSIGNED}</p>
  return <Navigate to={homePath(centre)} replace />
}
