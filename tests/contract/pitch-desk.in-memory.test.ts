import { createInMemoryPitchDesk } from '../../adapters/in-memory/pitch-desk.in-memory'
import { pitchDeskContract, walkInContract } from './pitch-desk.contract'
import { demoWorld } from './profile-contract-support'

pitchDeskContract('in-memory', async () => createInMemoryPitchDesk(demoWorld()))
walkInContract('in-memory', async () => createInMemoryPitchDesk(demoWorld()))
