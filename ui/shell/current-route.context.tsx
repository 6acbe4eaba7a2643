import { createContext, useContext } from 'react'
import type { RouteDef } from '../../core/access/access'

export type CurrentRoute = { readonly route: RouteDef; readonly params: Readonly<Record<string, string>> }

export const CurrentRouteContext = createContext<CurrentRoute | null>(null)

/** The route the gate let through, with its decoded parameters. */
export const useCurrentRoute = (): CurrentRoute => {
  const v = useContext(CurrentRouteContext)
  if (v === null) throw new Error('useCurrentRoute must be called inside a gated route')
  return v
}
