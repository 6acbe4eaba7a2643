import { readConfig } from './config'
import { openDatabase } from './db/database'
import { reseed, SEED_VERSION } from './seed/seed'

const config = readConfig()
const db = openDatabase(config.dataDir)
reseed(db, config.startAt ?? Date.now(), config.scale ?? 0)
db.close()
console.log(`Re-seeded ${config.dataDir} (seed version ${SEED_VERSION}${config.scale === undefined ? '' : `, scale ${config.scale}`})`)
