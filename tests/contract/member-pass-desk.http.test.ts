import * as E from 'fp-ts/Either'
import { inject } from 'vitest'
import { createHttpCheckInRegistry } from '../../adapters/http/check-in-registry.http'
import { SANDBOX_PAGES } from '../../adapters/http/contract/sandbox-paths'
import { createHttpMemberPassDesk } from '../../adapters/http/member-pass-desk.http'
import { DEMO, SPARE_CENTRE } from '../support/profile-world'
import { httpClientAs } from '../support/sandbox-client'
import { memberPassDeskContract } from './member-pass-desk.contract'

/** The pass as the sandbox's member pass page shows it (the code is in its data-pass-code). */
const passFor = async (userId: string): Promise<string> => {
  const html = await (await fetch(`${inject('sandboxUrl')}${SANDBOX_PAGES.memberPass}?userId=${userId}`)).text()
  const code = /data-pass-code="([^"]+)"/.exec(html)?.[1]
  if (code === undefined) throw new Error(`no pass for ${userId}`)
  return code
}

memberPassDeskContract('HTTP against the sandbox', async () => {
  const http = await httpClientAs('front-desk')
  const checkIns = createHttpCheckInRegistry(http)
  return {
    desk: createHttpMemberPassDesk(http),
    passFor,
    member: DEMO.v2,
    centreId: SPARE_CENTRE.id,
    checkOut: async (id, userId) => {
      const r = await checkIns.checkOut(id, userId)()
      if (E.isLeft(r)) throw new Error(r.left.message)
    },
  }
})
