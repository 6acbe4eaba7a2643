import { useEffect, useRef } from 'react'
import { SIGNING_OUT } from '../../core/shared/messages'
import { useUseCase } from '../app/use-cases.context'
import { useOptionalStaffAccess } from '../shell/staff-access.context'
import { Loader } from '../widgets/loader'

/**
 * /logout: removes the copies this device kept for reading offline for the staff member, ends the
 * server session (POST with the portal's request header) and forgets what the portal kept on this
 * device (centre choice, stored orders, cached data), then goes to sign-in.
 */
export default function LogoutScreen() {
  const signOut = useUseCase('signOut')
  const shell = useOptionalStaffAccess()
  const desk = shell?.desk
  const access = shell?.state
  const known = access === undefined || access.status !== 'loading'
  const staffId = access?.status === 'ready' ? access.access.userContext.id : undefined
  const started = useRef(false)
  useEffect(() => {
    // Once who is signed in is known (or cannot be): their copies first, then the session.
    if (!known || started.current) return
    started.current = true
    const forgetCopies = desk === undefined ? Promise.resolve() : desk.then((d) => d?.forgetStaff(staffId))
    void forgetCopies.then(() => signOut()()).then(() => window.location.assign('/sign-in'))
  }, [known, signOut, desk, staffId])
  return <Loader label={SIGNING_OUT} />
}
