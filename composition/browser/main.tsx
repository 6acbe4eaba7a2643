import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createConsoleReporter } from '../../adapters/reporting/console-reporter'
import { App } from '../../ui/app/app'
import { createBrowserUseCases } from './container'

const reporter = createConsoleReporter()
const useCases = createBrowserUseCases({ apiOrigin: import.meta.env.VITE_API_ORIGIN ?? '', reporter })

const root = document.getElementById('root')
if (root === null) throw new Error('The page has no #root element')
createRoot(root).render(
  <StrictMode>
    <App useCases={useCases} />
  </StrictMode>,
)
