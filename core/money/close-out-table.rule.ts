import { formatDay } from '../shared/display-format'
import { DRAWER_STATUS_WORDS, drawerCloseOutsCsvHeader } from '../shared/messages/money'
import { formatRupees } from '../shared/money'
import type { Drawer } from './money'

/** The close-outs as rows of words (the CLI's `drawer report`, and its CSV), header first: by staff member and day, with differences. */
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
