import type { DoorDesk } from './door-desk.port'

export type DoorDeps = { readonly doors: DoorDesk }
