import { serialize } from 'node:v8'
import { isRight } from 'fp-ts/Either'
import * as TE from 'fp-ts/TaskEither'
import { checkInsFromWireFast } from '../adapters/http/check-in-list.mapping'
import { CheckInListFast } from '../adapters/http/contract/check-in-list.fast-codec'
import { createManualClock } from '../adapters/clock/manual-clock'
import type { CheckInRegistry } from '../core/check-in/check-in-registry.port'
import { classifyCheckIns } from '../core/check-in/classify-check-ins.use-case'
import { MAIN_GYM_ID, seededCheckInListJson } from './check-in-payload'

/**
 * The offline copy of a 10,000-check-in day: the classified list the check-in screen shows, as the
 * browser's IndexedDB stores it (the structured clone, measured with V8's serializer, the same
 * algorithm), beside the JSON the server sends for it.
 */
export const offlineCopyBench = {
  name: 'offline copy of the check-in list (10,000 check-ins)',
  run: async () => {
    const now = Date.now()
    const text = seededCheckInListJson(now)
    const decoded = CheckInListFast.decode(JSON.parse(text))
    if (!isRight(decoded)) throw new Error('decode failed')
    const list = checkInsFromWireFast(decoded.right.checkIns)
    const registry = { list: () => TE.right(list) } as unknown as CheckInRegistry
    const classified = await classifyCheckIns({ checkIns: registry, clock: createManualClock(now) })({ centerId: MAIN_GYM_ID, kind: 'validated' })()
    if (!isRight(classified)) throw new Error('classify failed')
    const t0 = performance.now()
    const clone = serialize(classified.right)
    const ms = performance.now() - t0
    return {
      records: list.length,
      'server answer (JSON) MiB': (text.length / 1024 / 1024).toFixed(2),
      'offline copy (structured clone) MiB': (clone.length / 1024 / 1024).toFixed(2),
      'structured clone ms': ms.toFixed(1),
    }
  },
}
