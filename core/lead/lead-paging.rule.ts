import type { EpochMs } from '../shared/brands'
import { addDays, centreDayOf, startOfCentreDay } from '../shared/centre-day'
import type { PageKey, PageRequest, SortChoice, SortDirection } from '../shared/paging.rule'
import type { Lead } from './lead'
import { type FollowUpState, followUpState } from './lead-follow-up.rule'

/**
 * My Leads read a page at a time from the server (docs/api/paging.md): the centre's leads in the
 * desk's order (the next follow-up soonest first, so overdue, then later today, then upcoming, then
 * none; of two at the same time the newer lead first), filtered by quality, follow-up state and
 * owner, and searched by name or user id.
 */
export const MY_LEADS_SORTS: SortChoice = { keys: ['followUp'], defaultKey: 'followUp', defaultDirection: 'ASC' }
export const MY_LEADS_PAGE_SIZE = 20
/** Where a lead without a follow-up stands in the order: after every follow-up. */
export const NO_FOLLOW_UP = Number.MAX_SAFE_INTEGER

/** What My Leads asks of one page: the centre, the filters, and the page's choices. */
export type LeadPageRequest = PageRequest & {
  readonly centerServiceId: number
  readonly quality?: string
  readonly followUp?: FollowUpState
  /** Only the leads this staff member owns. */
  readonly mine?: boolean
}

/** One page of My Leads: its leads, how many the filters find in all and at the centre, and the next page's cursor (none: the last). */
export type LeadPage = {
  readonly leads: readonly Lead[]
  readonly total: number
  readonly all: number
  readonly next: string | undefined
  readonly pageSize: number
}

/** A lead's place in My Leads' order: its next follow-up (none last), then the newer lead first. */
export const myLeadsKey = (l: Pick<Lead, 'nextFollowUpTime' | 'leadId'>): PageKey => [l.nextFollowUpTime ?? NO_FOLLOW_UP, l.leadId]

/** The directions of the order's two parts: the follow-up as asked, the lead id the other way (newer first when soonest first). */
export const myLeadsDirections = (d: SortDirection): readonly SortDirection[] => [d, d === 'ASC' ? 'DESC' : 'ASC']

/** The follow-up times a state covers as of now: [from, to) in epoch ms (NONE: no follow-up at all). */
export const followUpWindow = (state: FollowUpState, now: EpochMs): { readonly from: number; readonly to: number } | 'none' => {
  const endOfToday = startOfCentreDay(addDays(centreDayOf(now), 1))
  switch (state) {
    case 'OVERDUE':
      return { from: Number.MIN_SAFE_INTEGER, to: now }
    case 'TODAY':
      return { from: now, to: endOfToday }
    case 'UPCOMING':
      return { from: endOfToday, to: NO_FOLLOW_UP }
    case 'NONE':
      return 'none'
  }
}

/** Whether a lead is one My Leads shows for the filters and search (the server's WHERE, for the in-process stand-in and the tests). */
export const leadShown = (l: Lead, r: Omit<LeadPageRequest, 'centerServiceId'>, now: EpochMs, me: string): boolean => {
  const q = (r.search ?? '').trim().toLowerCase()
  return (
    (r.quality === undefined || (l.leadQuality ?? l.leadType) === r.quality) &&
    (r.followUp === undefined || followUpState(l, now) === r.followUp) &&
    (r.mine !== true || l.assigneeId === me) &&
    (q === '' || (l.customerName ?? '').toLowerCase().includes(q) || l.userId.toLowerCase().includes(q))
  )
}
