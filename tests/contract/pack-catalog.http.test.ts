import { createHttpPackCatalog } from '../../adapters/http/pack-catalog.http'
import { PATHS } from '../../adapters/http/contract/paths'
import { apiFetch, httpClientAs, signIn } from '../support/sandbox-client'
import { packCatalogContract } from './pack-catalog.contract'

packCatalogContract('HTTP against the sandbox', async () => {
  const session = await signIn('owner')
  return {
    catalog: createHttpPackCatalog(await httpClientAs('owner')),
    freshUser: async () => {
      const phone = `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`
      const r = await apiFetch(session, PATHS.createUser, { body: { phone, firstName: 'Contract', lastName: 'Catalogue' } })
      if (r.status !== 200 && r.status !== 201) throw new Error(`could not create a customer: ${r.status} ${JSON.stringify(r.body)}`)
      return { userId: (r.body as { user: { id: string } }).user.id, phone }
    },
  }
})
