import { createManualClock } from '../../adapters/clock/manual-clock'
import { createInMemoryKioskDesk } from '../../adapters/in-memory/kiosk-desk.in-memory'
import { createInMemoryOtpService } from '../../adapters/in-memory/otp-service.in-memory'
import { kioskDeskContract } from './kiosk-desk.contract'
import { demoWorld } from './profile-contract-support'

kioskDeskContract('in-memory', async () => {
  const w = demoWorld()
  return createInMemoryKioskDesk(w, createInMemoryOtpService(createManualClock(w.clock.now())))
})
