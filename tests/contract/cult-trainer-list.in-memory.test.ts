import { createInMemoryCultTrainerList } from '../../adapters/in-memory/cult-trainer-list.in-memory'
import { cultTrainerListContract } from './cult-trainer-list.contract'
import { demoWorld } from './profile-contract-support'

cultTrainerListContract('in-memory', async () => createInMemoryCultTrainerList(demoWorld()))
