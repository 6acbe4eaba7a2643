import { BrowserRouter, Route, Routes } from 'react-router-dom'
import type { UseCases } from '../../core/use-cases'
import { CentreContextProvider } from '../shell/centre-context'
import { Shell } from '../shell/shell'
import { GlobalStyle } from '../theme/global-style'
import { UseCasesProvider } from './use-cases.context'

export const App = ({ useCases }: { useCases: UseCases }) => (
  <UseCasesProvider useCases={useCases}>
    <GlobalStyle />
    <BrowserRouter>
      <CentreContextProvider>
        <Routes>
          <Route path="*" element={<Shell />} />
        </Routes>
      </CentreContextProvider>
    </BrowserRouter>
  </UseCasesProvider>
)
