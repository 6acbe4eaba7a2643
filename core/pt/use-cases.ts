import type { CorePorts } from '../ports'
import { bookPtSession } from './book-pt-session.use-case'
import { cancelPtSession } from './cancel-pt-session.use-case'
import { loadPlayPtPacks } from './load-play-pt-packs.use-case'
import { loadPtPacks } from './load-pt-packs.use-case'
import { loadPtSessions } from './load-pt-sessions.use-case'
import { loadTrainerSlots } from './load-trainer-slots.use-case'
import { reschedulePtSession } from './reschedule-pt-session.use-case'
import { startPtSession } from './start-pt-session.use-case'

/** The pt use cases, bound to their ports. */
export const ptUseCases = (p: CorePorts) => ({
  bookPtSession: bookPtSession(p),
  cancelPtSession: cancelPtSession(p),
  loadPlayPtPacks: loadPlayPtPacks(p),
  loadPtPacks: loadPtPacks(p),
  loadPtSessions: loadPtSessions(p),
  loadTrainerSlots: loadTrainerSlots(p),
  reschedulePtSession: reschedulePtSession(p),
  startPtSession: startPtSession(p),
})
