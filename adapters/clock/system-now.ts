import { type EpochMs, epochMs } from '../../core/shared/brands'

/** The machine's clock as epoch milliseconds (what the shell reads; the full Clock is system-clock.ts). */
export const systemNow = (): EpochMs => epochMs(Date.now())
