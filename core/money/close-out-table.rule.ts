import { isCentreDay } from '../reports/report-query.rule'
import { paise, type EpochMs, type Paise } from '../shared/brands'
import { addDays, type CentreDay, startOfCentreDay } from '../shared/centre-day'
import { formatDay } from '../shared/display-format'
import { DRAWER_CLOSE_OUTS_RANGE, DRAWER_STATUS_WORDS, drawerCloseOutsCsvHeader } from '../shared/messages/money'
import { formatRupees } from '../shared/money'
import type { Drawer } from './money'

/** The close-outs as rows of words (the CLI's `drawer report`, the screen's CSV), header first: by staff member and day, with differences. */
export const closeOutTable = (closeOuts: readonly Drawer[], centreName: string): string[][] => [
  [...drawerCloseOutsCsvHeader],
  ...closeOuts.map((d) => [
    formatDay(d.openedAt),
    d.staffName,
    centreName,
    DRAWER_STATUS_WORDS[d.status],
    formatRupees(d.float),
    formatRupees(d.expected),
    d.counted === undefined ? '' : formatRupees(d.counted),
    d.difference === undefined ? '' : formatRupees(d.difference),
    d.reason ?? '',
    d.signedOffBy ?? '',
  ]),
]

/** The most days a close-out report covers at once: a quarter (the server refuses more). */
export const CLOSE_OUT_MAX_DAYS = 93
/** The days a close-out report covers unless asked otherwise: the last 31 centre days, today included. */
export const CLOSE_OUT_DEFAULT_DAYS = 31

/** A close-out report's days, first and last included, on the centre's calendar. */
export type CloseOutDays = { readonly from: CentreDay; readonly to: CentreDay }

/** The default days: the 31 days that end today. */
export const defaultCloseOutDays = (today: CentreDay): CloseOutDays => ({ from: addDays(today, 1 - CLOSE_OUT_DEFAULT_DAYS), to: today })

/** Why the days cannot make a close-out report (undefined: they can): both real days, the first not after the last, at most 93 days. */
export const closeOutDaysProblem = (days: { readonly from?: string | undefined; readonly to?: string | undefined }): string | undefined => {
  const { from, to } = days
  if (from === undefined || to === undefined || !isCentreDay(from) || !isCentreDay(to) || from > to) return DRAWER_CLOSE_OUTS_RANGE
  return addDays(from, CLOSE_OUT_MAX_DAYS - 1) < to ? DRAWER_CLOSE_OUTS_RANGE : undefined
}

/** The instants of the days: from the first day's midnight to the midnight after the last (the drawers opened in between). */
export const closeOutInstants = (days: CloseOutDays): { readonly from: EpochMs; readonly to: EpochMs } => ({
  from: startOfCentreDay(days.from),
  to: startOfCentreDay(addDays(days.to, 1)),
})

/** The sums of the close-outs shown: expected, counted, the net difference, and the shortfalls and overs apart (each 0 or more). */
export type CloseOutTotals = {
  readonly count: number
  readonly expected: Paise
  readonly counted: Paise
  readonly difference: Paise
  readonly short: Paise
  readonly over: Paise
}

/** Adds the close-outs up; a drawer not yet counted adds its expected cash only. */
export const closeOutTotals = (closeOuts: readonly Drawer[]): CloseOutTotals => {
  let expected = 0
  let counted = 0
  let short = 0
  let over = 0
  for (const d of closeOuts) {
    expected += d.expected
    counted += d.counted ?? 0
    const diff = d.difference ?? 0
    if (diff < 0) short -= diff
    else over += diff
  }
  return { count: closeOuts.length, expected: paise(expected), counted: paise(counted), difference: paise(over - short), short: paise(short), over: paise(over) }
}

/** The CSV file of a close-out report: the centre and its days in the name. */
export const closeOutFileName = (centreId: number, days: CloseOutDays): string => `cash-drawer-close-outs-${centreId}-${days.from}-to-${days.to}.csv`
