import { type ReactNode, createContext, useContext } from 'react'
import type { UseCaseName, UseCases } from '../../core/use-cases'

const UseCasesContext = createContext<UseCases | null>(null)

/** The one provider at the root: the composition root hands the resolved use cases in here. */
export const UseCasesProvider = ({ useCases, children }: { useCases: UseCases; children: ReactNode }) => (
  <UseCasesContext.Provider value={useCases}>{children}</UseCasesContext.Provider>
)

export const useUseCases = (): UseCases => {
  const u = useContext(UseCasesContext)
  if (u === null) throw new Error('useUseCases must be called inside <UseCasesProvider>')
  return u
}

export const useUseCase = <K extends UseCaseName>(name: K): UseCases[K] => useUseCases()[name]
