import type { QueryClient, QueryKey } from '@tanstack/react-query'
import type { CheckIn } from '../../core/check-in/check-in'
import { groupCheckIns } from '../../core/check-in/check-in-grouping.rule'
import type { ClassifiedCheckIns } from '../../core/check-in/classify-check-ins.use-case'

const byServerOrder = (a: CheckIn, b: CheckIn): number => a.startTime - b.startTime || Number(a.id) - Number(b.id) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)

/**
 * The list with a just-scanned member's check-in added (checked in, by definition) and grouped
 * again; undefined when it falls outside the list's window (the list is then asked for again).
 */
export const withNewCheckIn = (data: ClassifiedCheckIns, added: CheckIn): ClassifiedCheckIns | undefined => {
  if (added.startTime < data.window.from || added.startTime > data.window.to) return undefined
  const all: CheckIn[] = []
  for (const s of data.sections) for (const c of s.checkIns) if (c.id !== added.id) all.push(c)
  all.push(added)
  all.sort(byServerOrder)
  const displayStates = new Map(data.displayStates)
  const known = displayStates.has(added.id)
  displayStates.set(added.id, 'CHECKED_IN')
  return {
    ...data,
    sections: groupCheckIns(all),
    displayStates,
    ...(known ? {} : { total: data.total + 1, countsByState: { ...data.countsByState, CHECKED_IN: data.countsByState.CHECKED_IN + 1 } }),
  }
}

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
  const next = current === undefined ? undefined : withNewCheckIn(current, checkIn)
  if (next === undefined) void client.invalidateQueries({ queryKey: key })
  else client.setQueryData<ClassifiedCheckIns>(key, next)
}
