import { createHttpPitchDesk } from '../../adapters/http/pitch-desk.http'
import { httpClientAs } from '../support/sandbox-client'
import { pitchDeskContract, walkInContract } from './pitch-desk.contract'

pitchDeskContract('HTTP against the sandbox', async () => createHttpPitchDesk(await httpClientAs('owner')))
walkInContract('HTTP against the sandbox', async () => createHttpPitchDesk(await httpClientAs('owner')))
