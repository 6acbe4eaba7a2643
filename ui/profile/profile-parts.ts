import { lazy as screenPart } from '../app/preloadable-lazy'

/** The printed member card: its own chunk with its QR library, loaded when the profile shows it (or ahead, profile-ahead.ts). */
export const MemberCardBlock = screenPart(() => import('./member-card-block').then((m) => ({ default: m.MemberCardBlock })))

/** History (the audit trail's words and formats) loads after the profile's first blocks: the /user chunk stays in its budget. */
export const MemberHistoryBlock = screenPart(() => import('../audit/member-history-block').then((m) => ({ default: m.MemberHistoryBlock })), { whileLoading: null })

/**
 * The profile beyond its first screenful (profile-lower-blocks.tsx): one chunk, fetched once the profile's
 * first frame has painted, or ahead with the rest when the header search gets focus.
 */
export const MainBelow = screenPart(() => import('./profile-lower-blocks').then((m) => ({ default: m.MainBelow })), { whileLoading: null })
export const SideBlocks = screenPart(() => import('./profile-lower-blocks').then((m) => ({ default: m.SideBlocks })), { whileLoading: null })
