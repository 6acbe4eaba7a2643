import { Observable } from 'rxjs'
import type { Clock } from '../../core/shared/clock.port'
import { systemNow } from './system-now'

export const systemClock: Clock = {
  now: systemNow,
  timer: (ms) =>
    new Observable<void>((sub) => {
      const id = setTimeout(() => {
        sub.next()
        sub.complete()
      }, ms)
      return () => clearTimeout(id)
    }),
}
