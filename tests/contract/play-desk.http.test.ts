import { PATHS } from '../../adapters/http/contract/paths'
import { createHttpPlayDesk } from '../../adapters/http/play-desk.http'
import { apiFetch, httpClientAs, signIn } from '../support/sandbox-client'
import { verifyOwnerCashOtp } from '../support/selling-contract'
import { playDeskContract } from './play-desk.contract'

playDeskContract('HTTP against the sandbox', async () => {
  const session = await signIn('owner')
  const http = await httpClientAs('owner')
  return {
    play: createHttpPlayDesk(http),
    verifyCash: (userId, amount) => verifyOwnerCashOtp(http, session, userId, amount),
    freshUser: async () => {
      const phone = `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`
      const r = await apiFetch(session, PATHS.createUser, { body: { phone, firstName: 'Contract', lastName: 'Player' } })
      if (r.status !== 200 && r.status !== 201) throw new Error(`could not create a customer: ${r.status}`)
      return (r.body as { user: { id: string } }).user.id
    },
  }
})
