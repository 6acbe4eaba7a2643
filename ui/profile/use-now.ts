import { useEffect, useState } from 'react'
import type { EpochMs } from '../../core/shared/brands'
import { useUseCase } from '../app/use-cases.context'

/** How often the profile re-reads the clock (check-in state, booking windows, days left). */
const TICK_MS = 30_000

/** Now, from the core's Clock port, refreshed every 30 seconds while the profile is open. */
export const useNow = (): EpochMs => {
  const read = useUseCase('now')
  const [now, setNow] = useState<EpochMs>(read)
  useEffect(() => {
    const t = setInterval(() => setNow(read()), TICK_MS)
    return () => clearInterval(t)
  }, [read])
  return now
}
