import type { CheckIn } from '../../core/check-in/check-in'
import { type CheckInSection, UNASSIGNED_MEMBERS_TITLE } from '../../core/check-in/check-in-grouping.rule'
import { unassignedSubGroup } from '../../core/shared/messages'

/** One row of the virtualised list: a section heading, an 'Unassigned Members' sub-group heading, or a card. */
export type CheckInRow =
  | { readonly type: 'heading'; readonly key: string; readonly title: string; readonly count: number }
  | { readonly type: 'subheading'; readonly key: string; readonly title: string; readonly count: number }
  | { readonly type: 'card'; readonly key: string; readonly checkIn: CheckIn }

/**
 * Flattens the sections into rows, in screen order: a heading per non-empty section with its
 * count, the 'Unassigned Members' heading once (with the sum of its sub-groups) before its
 * sub-group headings (which read 'Unassigned · Trials', so they never read like the assigned
 * sections 'Trial Users' and 'New Members'), then each check-in as a card. Empty sections get no rows.
 */
export const checkInRows = (sections: readonly CheckInSection[]): readonly CheckInRow[] => {
  const rows: CheckInRow[] = []
  let unassignedTotal = 0
  for (const s of sections) if (s.parentTitle !== undefined) unassignedTotal += s.checkIns.length
  let parentShown = false
  for (const s of sections) {
    if (s.checkIns.length === 0) continue
    if (s.parentTitle !== undefined) {
      if (!parentShown) {
        rows.push({ type: 'heading', key: 'h:unassigned', title: UNASSIGNED_MEMBERS_TITLE, count: unassignedTotal })
        parentShown = true
      }
      rows.push({ type: 'subheading', key: `s:${s.key}`, title: unassignedSubGroup(s.title), count: s.checkIns.length })
    } else {
      rows.push({ type: 'heading', key: `h:${s.key}`, title: s.title, count: s.checkIns.length })
    }
    for (const c of s.checkIns) rows.push({ type: 'card', key: c.id, checkIn: c })
  }
  return rows
}

/** Row heights in px: fixed, so scrolling never measures the DOM. */
export const rowHeights = (phone: boolean) => ({ heading: 56, subheading: 40, card: phone ? 150 : 92 })
