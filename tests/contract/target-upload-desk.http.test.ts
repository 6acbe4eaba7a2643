import { createHttpTargetUploadDesk } from '../../adapters/http/target-upload-desk.http'
import { httpClientAs } from '../support/sandbox-client'
import { targetUploadDeskContract } from './target-upload-desk.contract'

targetUploadDeskContract('HTTP against the sandbox', async () => ({
  desk: createHttpTargetUploadDesk(await httpClientAs('owner')),
  wait: (ms) => new Promise((r) => setTimeout(r, ms)),
  read: async (url) => (await fetch(url)).text(),
}))
