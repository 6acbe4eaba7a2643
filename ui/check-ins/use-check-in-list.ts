import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect } from 'react'
import type { CheckIn } from '../../core/check-in/check-in'
import { groupCheckIns } from '../../core/check-in/check-in-grouping.rule'
import type { ClassifiedCheckIns, ClassifyCheckInsRequest } from '../../core/check-in/classify-check-ins.use-case'
import { useUseCaseQuery } from '../app/use-use-case-query'
import { useUseCase } from '../app/use-cases.context'

const byServerOrder = (a: CheckIn, b: CheckIn): number => a.startTime - b.startTime || Number(a.id) - Number(b.id) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)

/** The list with one check-in replaced (an assigned trainer) and grouped again: the card moves to its section. */
export const withCheckIn = (data: ClassifiedCheckIns, updated: CheckIn): ClassifiedCheckIns => {
  const all: CheckIn[] = []
  for (const s of data.sections) for (const c of s.checkIns) all.push(c.id === updated.id ? updated : c)
  all.sort(byServerOrder)
  return { ...data, sections: groupCheckIns(all) }
}

/**
 * Query keys of the check-in lists: `['check-ins', centreId, ...]` names every list of a centre
 * (an action that changes check-ins there invalidates that prefix).
 */
export const checkInListKeys = {
  centre: (centreId: number) => ['check-ins', centreId] as const,
  list: (r: ClassifyCheckInsRequest) => ['check-ins', r.centerId, r.kind, r.day, r.window?.from ?? null, r.window?.to ?? null] as const,
}

const NO_REQUEST = ['check-ins', 'none'] as const

/**
 * The classified check-in list for a request, through the data loading convention
 * (`useUseCaseQuery`): grouped once per answer by the core, the previous answer kept on screen
 * while the next one loads, a late answer for an unmounted screen ignored. The 10,000-row answer
 * replaces the previous one whole (no structural sharing) and is refetched on every visit (stale at
 * once, shown from the cache meanwhile). Only the past check-in query refetches when the window
 * regains focus (or the tab becomes visible again) and when the network comes back.
 */
export const useCheckInList = (request: ClassifyCheckInsRequest | undefined, refetchOnFocus: boolean) => {
  const classify = useUseCase('classifyCheckIns')
  const client = useQueryClient()
  const key = request === undefined ? NO_REQUEST : checkInListKeys.list(request)
  const query = useUseCaseQuery(
    key,
    () => classify(request as ClassifyCheckInsRequest),
    { enabled: request !== undefined, staleTime: 0, refetchOnFocus, structuralSharing: false },
  )

  // TanStack follows the tab's visibility; staff also switch between windows.
  const { refetch } = query
  useEffect(() => {
    if (!refetchOnFocus || request === undefined) return
    const again = () => void refetch({ cancelRefetch: false })
    window.addEventListener('focus', again)
    return () => window.removeEventListener('focus', again)
  }, [refetchOnFocus, request, refetch])

  const keyText = JSON.stringify(key)
  const replace = useCallback(
    (updated: CheckIn) => client.setQueryData<ClassifiedCheckIns>(JSON.parse(keyText) as readonly unknown[], (d) => (d === undefined ? d : withCheckIn(d, updated))),
    [client, keyText],
  )
  return { query, replace }
}
