import { useCallback } from 'react'
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom'

/**
 * Holds an id in this tab's history entry under `key` (undefined lets it go), the address kept as
 * it is less any `userId`: a reload finds the same customer while neither the id nor the phone is
 * ever in the address. `drop` names an older key of the entry to remove with it.
 */
export const useHistoryHold = (key: string, drop?: string): ((id: string | undefined) => void) => {
  const [params] = useSearchParams()
  const location = useLocation()
  const navigate = useNavigate()
  return useCallback(
    (id: string | undefined) => {
      const next = new URLSearchParams(params)
      next.delete('userId')
      const search = next.toString()
      const state: Record<string, unknown> = typeof location.state === 'object' && location.state !== null ? { ...(location.state as Record<string, unknown>) } : {}
      if (drop !== undefined) delete state[drop]
      if (id === undefined) delete state[key]
      else state[key] = id
      void navigate({ pathname: location.pathname, search: search === '' ? '' : `?${search}` }, { replace: true, state })
    },
    [key, drop, params, location.pathname, location.state, navigate],
  )
}
