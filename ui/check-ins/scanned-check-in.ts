import type { QueryClient, QueryKey } from '@tanstack/react-query'
import type { CheckIn, CheckInDisplayState } from '../../core/check-in/check-in'
import { groupCheckIns } from '../../core/check-in/check-in-grouping.rule'
import { defaultValidatedWindow } from '../../core/check-in/check-in-window.rule'
import type { ClassifiedCheckIns } from '../../core/check-in/classify-check-ins.use-case'
import { epochMs } from '../../core/shared/brands'
import { centreDayOf } from '../../core/shared/centre-day'
import { VALIDATED_WINDOW_AFTER_MS } from '../../core/shared/constants'

const byServerOrder = (a: CheckIn, b: CheckIn): number => a.startTime - b.startTime || Number(a.id) - Number(b.id) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)

/**
 * The list with a just-scanned member's check-in added (checked in, by definition) and grouped
 * again; undefined when it falls outside the list's window (the list is then asked for again).
 * A list on its default window (`slides`: today's 'last 90 minutes to 1 minute ahead') moves that
 * window on to the check-in's time, as the list asked for at that moment would be: the check-ins
 * that fell out of its first minutes leave it, so the list needs no refetch as the rush goes on.
 */
export const withNewCheckIn = (data: ClassifiedCheckIns, added: CheckIn, slides = false): ClassifiedCheckIns | undefined => {
  // The default window's 'now' is its end less the minute ahead: a later check-in moves it on.
  const moved =
    slides && added.startTime + VALIDATED_WINDOW_AFTER_MS > data.window.to && data.day === centreDayOf(added.startTime) ? defaultValidatedWindow(epochMs(added.startTime)) : undefined
  const window = moved === undefined ? data.window : { from: epochMs(Math.max(data.window.from, moved.from)), to: moved.to }
  if (added.startTime < window.from || added.startTime > window.to) return undefined
  const all: CheckIn[] = []
  const displayStates = new Map(data.displayStates)
  const countsByState: Record<CheckInDisplayState, number> = { ...data.countsByState }
  let total = data.total
  const leave = (c: CheckIn): void => {
    const state = displayStates.get(c.id)
    if (state === undefined) return
    displayStates.delete(c.id)
    countsByState[state]--
    total--
  }
  for (const s of data.sections)
    for (const c of s.checkIns) {
      if (c.id === added.id) continue
      if (c.startTime < window.from) leave(c)
      else all.push(c)
    }
  all.push(added)
  all.sort(byServerOrder)
  const before = displayStates.get(added.id)
  if (before !== undefined) countsByState[before]--
  else total++
  displayStates.set(added.id, 'CHECKED_IN')
  countsByState.CHECKED_IN++
  return { ...data, window, sections: groupCheckIns(all), displayStates, countsByState, total }
}

/**
 * Whether a check-in list's query key names a list on its default window, which slides with the
 * clock: the validated list with no window picked. The keys read `['check-ins', centreId, kind,
 * day, from | null, to | null]` (ui/check-ins/use-check-in-list.ts; named here, not imported, so
 * the scanner's chunk shares no module with the screens that load it).
 */
export const listSlides = (key: QueryKey): boolean => key[0] === 'check-ins' && key[2] === 'validated' && key[4] === null && key[5] === null

/**
 * What the screen shows after a scan checked a member in: the check-in list on screen gains the
 * card at once (no refetch of a whole day's list; asked for again only when the card falls outside
 * its window), and the member's profile blocks load again (the profile's keys start
 * `['profile', userId]`, ui/profile/profile-queries.ts; named here, not imported, so the scanner's
 * chunk shares no module with the screens that load it).
 */
export const showScannedCheckIn = (client: QueryClient, checkIn: CheckIn, listKey: QueryKey | undefined): void => {
  void client.invalidateQueries({ queryKey: ['profile', checkIn.userId] })
  if (listKey === undefined) return
  const key = listKey
  const current = client.getQueryData<ClassifiedCheckIns>(key)
  const next = current === undefined ? undefined : withNewCheckIn(current, checkIn, listSlides(key))
  if (next === undefined) void client.invalidateQueries({ queryKey: key })
  else client.setQueryData<ClassifiedCheckIns>(key, next)
}
