import type { EpochMs } from '../shared/brands'
import type { QueuedAction } from './offline-action'
import type { OfflineQueueStorage, OfflineSender } from './offline-desk.port'
import { type OfflineQueue, type ServerAnswer, recordOfflineAnswer, takeOfflineActionsToSend } from './offline-queue.rule'

/**
 * Whether the rounds run while holding the device's one send lock (a Web Lock in the browser), from
 * taking the actions to recording their answers: then no other sender is alive, and a lease still
 * kept is a dead page's, taken over at once (takeOfflineActionsToSend). Without one, tabs keep apart
 * by the leases alone.
 */
export type SendLock = { readonly exclusive: boolean }
const NO_LOCK: SendLock = { exclusive: false }

/**
 * One round of sending: takes what may be sent now (under a lease kept with the queue, in one
 * read-merge-write, so no other tab takes the same action), sends each with its key, and records
 * every answer in another read-merge-write. Answers the queue kept and whether anything was
 * answered (then the next action of a customer may go: run another round).
 */
export const sendOfflineRound = async (
  storage: OfflineQueueStorage,
  sender: OfflineSender,
  now: () => EpochMs,
  lock: SendLock = NO_LOCK,
): Promise<{ readonly queue: OfflineQueue; readonly answered: number; readonly sent: number }> => {
  let send: readonly QueuedAction[] = []
  await storage.update((kept) => {
    const taken = takeOfflineActionsToSend(kept, now(), lock)
    send = taken.send
    return taken.queue
  })
  if (send.length === 0) return { queue: await storage.read(), answered: 0, sent: 0 }
  const answers = await Promise.all(
    send.map(async (a): Promise<readonly [string, ServerAnswer]> => {
      try {
        return [a.key, await sender.send(a)]
      } catch {
        return [a.key, { outcome: 'no-answer' }]
      }
    }),
  )
  const queue = await storage.update((kept) => answers.reduce((q, [key, answer]) => recordOfflineAnswer(q, key, answer, now()), kept))
  return { queue, answered: answers.filter(([, a]) => a.outcome !== 'no-answer').length, sent: send.length }
}

/**
 * Sends rounds until nothing more can go now: every customer's line has answered its earliest
 * action or is waiting for an answer that did not come (the network went again).
 */
export const sendOfflineQueue = async (
  storage: OfflineQueueStorage,
  sender: OfflineSender,
  now: () => EpochMs,
  lock: SendLock = NO_LOCK,
): Promise<OfflineQueue> => {
  for (;;) {
    const round = await sendOfflineRound(storage, sender, now, lock)
    if (round.answered === 0) return round.queue
  }
}
