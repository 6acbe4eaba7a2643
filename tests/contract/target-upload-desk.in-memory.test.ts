import { createManualClock } from '../../adapters/clock/manual-clock'
import { createInMemoryTargetUploadDesk } from '../../adapters/in-memory/target-upload-desk.in-memory'
import { targetUploadDeskContract } from './target-upload-desk.contract'

targetUploadDeskContract('in-memory', async () => {
  const clock = createManualClock(Date.now())
  return {
    desk: createInMemoryTargetUploadDesk(clock),
    wait: async (ms) => clock.advance(ms),
    read: async (url) => decodeURIComponent(url.replace(/^data:text\/csv;charset=utf-8,/, '')),
  }
})
