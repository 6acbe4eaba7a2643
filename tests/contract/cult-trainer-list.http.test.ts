import { createHttpCultTrainerList } from '../../adapters/http/cult-trainer-list.http'
import { httpClientAs } from '../support/sandbox-client'
import { cultTrainerListContract } from './cult-trainer-list.contract'

cultTrainerListContract('HTTP against the sandbox', async () => createHttpCultTrainerList(await httpClientAs('owner')))
