import { lazy as screenPart } from '../app/preloadable-lazy'

/** The printed member card: its own chunk with its QR library, loaded when the profile shows it (or ahead, profile-ahead.ts). */
export const MemberCardBlock = screenPart(() => import('./member-card-block').then((m) => ({ default: m.MemberCardBlock })))

/** History (the audit trail's words and formats) loads after the profile's first blocks: the /user chunk stays in its budget. */
export const MemberHistoryBlock = screenPart(() => import('../audit/member-history-block').then((m) => ({ default: m.MemberHistoryBlock })), { whileLoading: null })
