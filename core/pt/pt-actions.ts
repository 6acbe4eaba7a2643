import type { PtSchedule } from './pt-schedule.port'

export type PtDeps = { readonly pt: PtSchedule }

export const fixed = (text: string) => (): string => text
