import { useCallback, useEffect, useMemo, useState } from 'react'
import type { CheckIn } from '../../core/check-in/check-in'
import { groupCheckIns } from '../../core/check-in/check-in-grouping.rule'
import type { ClassifiedCheckIns, ClassifyCheckInsRequest } from '../../core/check-in/classify-check-ins.use-case'
import { useUseCase } from '../app/use-cases.context'

export type CheckInListState =
  | { readonly status: 'loading'; readonly previous: ClassifiedCheckIns | undefined }
  | { readonly status: 'ready'; readonly data: ClassifiedCheckIns }
  | { readonly status: 'error'; readonly message: string; readonly previous: ClassifiedCheckIns | undefined }

type Answer = { readonly key: string; readonly outcome: { ok: true; data: ClassifiedCheckIns } | { ok: false; message: string } }

const byServerOrder = (a: CheckIn, b: CheckIn): number => a.startTime - b.startTime || Number(a.id) - Number(b.id) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)

/** The list with one check-in replaced (an assigned trainer) and grouped again: the card moves to its section. */
export const withCheckIn = (data: ClassifiedCheckIns, updated: CheckIn): ClassifiedCheckIns => {
  const all: CheckIn[] = []
  for (const s of data.sections) for (const c of s.checkIns) all.push(c.id === updated.id ? updated : c)
  all.sort(byServerOrder)
  return { ...data, sections: groupCheckIns(all) }
}

/**
 * Loads the classified check-in list for a request (grouped once per answer), keeps the last
 * answer on screen while the next one loads, and refetches on window focus and reconnect only
 * when asked to (the past check-in query).
 */
export const useCheckInList = (request: ClassifyCheckInsRequest | undefined, refetchOnFocus: boolean) => {
  const classify = useUseCase('classifyCheckIns')
  const [generation, setGeneration] = useState(0)
  const [answer, setAnswer] = useState<Answer | undefined>(undefined)
  const [shown, setShown] = useState<ClassifiedCheckIns | undefined>(undefined)
  const key = useMemo(() => (request === undefined ? '' : `${JSON.stringify(request)}#${generation}`), [request, generation])

  useEffect(() => {
    if (request === undefined) return
    let live = true
    void classify(request)().then((r) => {
      if (!live) return
      if (r._tag === 'Right') {
        setAnswer({ key, outcome: { ok: true, data: r.right } })
        setShown(r.right)
      } else setAnswer({ key, outcome: { ok: false, message: r.left.message } })
    })
    return () => {
      live = false
    }
  }, [classify, request, key])

  useEffect(() => {
    if (!refetchOnFocus) return
    const again = () => setGeneration((g) => g + 1)
    window.addEventListener('focus', again)
    window.addEventListener('online', again)
    return () => {
      window.removeEventListener('focus', again)
      window.removeEventListener('online', again)
    }
  }, [refetchOnFocus])

  const replace = useCallback((updated: CheckIn) => setShown((d) => (d === undefined ? d : withCheckIn(d, updated))), [])

  const state: CheckInListState =
    answer === undefined || answer.key !== key
      ? { status: 'loading', previous: shown }
      : answer.outcome.ok
        ? { status: 'ready', data: shown ?? answer.outcome.data }
        : { status: 'error', message: answer.outcome.message, previous: shown }
  return { state, replace }
}
