import { createManualClock } from '../../adapters/clock/manual-clock'
import { type InMemoryProfileWorld, createProfileWorld } from '../../adapters/in-memory/profile-world'
import { seedDemoWorld } from '../support/profile-world'

/** A seeded in-memory world at the real time (the sandbox seeds relative to now too). */
export const demoWorld = (): InMemoryProfileWorld => {
  const w = createProfileWorld(createManualClock(Date.now()))
  seedDemoWorld(w)
  return w
}

export const ok = <A>(r: { _tag: 'Left'; left: { message: string } } | { _tag: 'Right'; right: A }): A => {
  if (r._tag === 'Left') throw new Error(r.left.message)
  return r.right
}
