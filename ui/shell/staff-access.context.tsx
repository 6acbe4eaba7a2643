import { type ReactNode, createContext, startTransition, useCallback, useContext, useEffect, useMemo, useState } from 'react'
import type { AccessSubject } from '../../core/access/access'
import { type StaffAccess, selectedAccessSubject } from '../../core/access/staff-access'
import type { Centre } from '../../core/centre/centre'
import type { EpochMs } from '../../core/shared/brands'
import { useUseCase } from '../app/use-cases.context'

export type StaffAccessState =
  | { readonly status: 'loading' }
  | { readonly status: 'signed-out' }
  | { readonly status: 'error'; readonly message: string }
  | { readonly status: 'ready'; readonly access: StaffAccess; readonly subject: AccessSubject | undefined }

type StaffAccessValue = {
  readonly state: StaffAccessState
  readonly select: (centre: Centre) => void
  readonly reload: () => void
}

const Ctx = createContext<StaffAccessValue | null>(null)

const ready = (access: StaffAccess, now: EpochMs): StaffAccessState => ({ status: 'ready', access, subject: selectedAccessSubject(access, now) })

/** Loads who is signed in, their centres, permissions and feature lists once; keeps the selected centre. */
export const StaffAccessProvider = ({ children }: { children: ReactNode }) => {
  const load = useUseCase('loadStaffAccess')
  const choose = useUseCase('chooseCentre')
  const now = useUseCase('now')
  const [state, setState] = useState<StaffAccessState>({ status: 'loading' })
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    let live = true
    void load()().then((r) => {
      if (!live) return
      // The shell's first full render (menu, header, the screen) is a transition: rendered in slices.
      if (r._tag === 'Right') startTransition(() => setState(ready(r.right, now())))
      else if (r.left._tag === 'Unauthorised') setState({ status: 'signed-out' })
      else setState({ status: 'error', message: r.left.message })
    })
    return () => {
      live = false
    }
  }, [load, attempt, now])

  const select = useCallback(
    (centre: Centre) => {
      choose(centre)
      setState((s) => (s.status === 'ready' ? ready({ ...s.access, selected: centre }, now()) : s))
    },
    [choose, now],
  )
  const reload = useCallback(() => {
    setState({ status: 'loading' })
    setAttempt((n) => n + 1)
  }, [])

  const value = useMemo(() => ({ state, select, reload }), [state, select, reload])
  return <Ctx.Provider value={value}>{children}</Ctx.Provider>
}

export const useStaffAccess = (): StaffAccessValue => {
  const v = useContext(Ctx)
  if (v === null) throw new Error('useStaffAccess must be called inside <StaffAccessProvider>')
  return v
}
