import { timer } from 'rxjs'
import { map } from 'rxjs/operators'
import { epochMs } from '../../core/shared/brands'
import type { Clock } from '../../core/shared/clock.port'

/** Real time, for contract runs against adapters that settle with the clock. */
export const createSystemClockLike = (): Clock => ({ now: () => epochMs(Date.now()), timer: (ms) => timer(ms).pipe(map(() => undefined)) })
