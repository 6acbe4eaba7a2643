import type { Observable } from 'rxjs'
import type { EpochMs } from './brands'

/** The only source of time in the core. */
export interface Clock {
  now(): EpochMs
  /** Emits once after `ms` milliseconds (virtual time under a manual clock). */
  timer(ms: number): Observable<void>
}
