import { useEffect } from 'react'
import { SIGNING_OUT } from '../../core/shared/messages'
import { useUseCase } from '../app/use-cases.context'
import { Loader } from '../widgets/loader'

/**
 * /logout: ends the server session (POST with the portal's request header) and forgets what the
 * portal kept on this device (centre choice, stored orders, cached data), then goes to sign-in.
 */
export default function LogoutScreen() {
  const signOut = useUseCase('signOut')
  useEffect(() => {
    void signOut()().then(() => window.location.assign('/sign-in'))
  }, [signOut])
  return <Loader label={SIGNING_OUT} />
}
