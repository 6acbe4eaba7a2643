import { type ReactNode, createContext, useCallback, useContext, useEffect, useState } from 'react'
import type { Centre } from '../../core/centre/centre'
import type { CentreContext } from '../../core/centre/load-centre-context.use-case'
import { useUseCase } from '../app/use-cases.context'

export type CentreState =
  | { readonly status: 'loading' }
  | { readonly status: 'signed-out' }
  | { readonly status: 'error'; readonly message: string }
  | { readonly status: 'ready'; readonly context: CentreContext }

type CentreContextValue = { readonly state: CentreState; readonly select: (centre: Centre) => void; readonly reload: () => void }

const Ctx = createContext<CentreContextValue | null>(null)

/** Loads who is signed in and their centres once, and keeps the selected centre. */
export const CentreContextProvider = ({ children }: { children: ReactNode }) => {
  const load = useUseCase('loadCentreContext')
  const choose = useUseCase('chooseCentre')
  const [state, setState] = useState<CentreState>({ status: 'loading' })
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    let live = true
    void load()().then((r) => {
      if (!live) return
      if (r._tag === 'Right') setState({ status: 'ready', context: r.right })
      else if (r.left._tag === 'Unauthorised') setState({ status: 'signed-out' })
      else setState({ status: 'error', message: r.left.message })
    })
    return () => {
      live = false
    }
  }, [load, attempt])

  const select = useCallback(
    (centre: Centre) => {
      choose(centre)
      setState((s) => (s.status === 'ready' ? { status: 'ready', context: { ...s.context, selected: centre } } : s))
    },
    [choose],
  )
  const reload = useCallback(() => {
    setState({ status: 'loading' })
    setAttempt((n) => n + 1)
  }, [])

  return <Ctx.Provider value={{ state, select, reload }}>{children}</Ctx.Provider>
}

export const useCentreContext = (): CentreContextValue => {
  const v = useContext(Ctx)
  if (v === null) throw new Error('useCentreContext must be called inside <CentreContextProvider>')
  return v
}
