import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'

/**
 * The one way screens load server data: TanStack Query over the use cases.
 *
 * As the spec says of the original portal: no refetch on window focus, no retry of a failed
 * call (the HttpClient already retries a 401 and reports the rest), and answers are kept for a
 * short while so moving between blocks and screens does not flash loaders.
 */
export const createPortalQueryClient = (): QueryClient =>
  new QueryClient({
    defaultOptions: {
      queries: { refetchOnWindowFocus: false, retry: false, staleTime: 30_000, gcTime: 5 * 60_000 },
      mutations: { retry: false },
    },
  })

/** One query client for the app's lifetime (tests get a fresh one per render). */
export const PortalQueryProvider = ({ client, children }: { client?: QueryClient; children: ReactNode }) => {
  const [own] = useState(() => client ?? createPortalQueryClient())
  return <QueryClientProvider client={own}>{children}</QueryClientProvider>
}
