import { createHttpPackCatalog } from '../../adapters/http/pack-catalog.http'
import { httpClientAs } from '../support/sandbox-client'
import { packCatalogContract } from './pack-catalog.contract'

packCatalogContract('HTTP against the sandbox', async () => createHttpPackCatalog(await httpClientAs('owner')))
