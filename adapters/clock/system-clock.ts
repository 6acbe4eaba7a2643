import { Observable } from 'rxjs'
import { epochMs } from '../../core/shared/brands'
import type { Clock } from '../../core/shared/clock.port'

export const systemClock: Clock = {
  now: () => epochMs(Date.now()),
  timer: (ms) =>
    new Observable<void>((sub) => {
      const id = setTimeout(() => {
        sub.next()
        sub.complete()
      }, ms)
      return () => clearTimeout(id)
    }),
}
