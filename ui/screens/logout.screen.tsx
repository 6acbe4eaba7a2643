import { useEffect } from 'react'
import { SIGNING_OUT } from '../../core/shared/messages'
import { useUseCase } from '../app/use-cases.context'
import { Loader } from '../widgets/loader'

/**
 * /logout: forgets what the portal kept on this device (centre choice, stored orders, cached
 * data), then hands over to the backend's /logout, which ends the session (and, in the sandbox,
 * sends Clear-Site-Data).
 */
export default function LogoutScreen() {
  const signOut = useUseCase('signOut')
  useEffect(() => {
    signOut()
    window.location.assign('/logout')
  }, [signOut])
  return <Loader label={SIGNING_OUT} />
}
