import type { EpochMs } from './brands'
import { BUTTON_GUARD_MS } from './constants'

/** When the guard last let a click through. */
export type ClickGuardState = { readonly lastAcceptedAt?: EpochMs }

export const INITIAL_CLICK_GUARD: ClickGuardState = {}

/**
 * Submit buttons ignore repeat clicks for 5 seconds, leading click only: a click is accepted when
 * none was accepted in the last 5 s; ignored clicks do not extend the quiet period.
 */
export const guardClick = (
  state: ClickGuardState,
  now: EpochMs,
  windowMs: number = BUTTON_GUARD_MS,
): { readonly accepted: boolean; readonly state: ClickGuardState } =>
  state.lastAcceptedAt === undefined || now - state.lastAcceptedAt >= windowMs
    ? { accepted: true, state: { lastAcceptedAt: now } }
    : { accepted: false, state }
