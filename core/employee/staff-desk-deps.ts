import { type ActionFailed, fetchAs, serverSays } from '../shared/outcome'
import type { StaffDesk } from './staff-desk.port'

export type StaffDeskDeps = { readonly staffDesk: StaffDesk }

export type Unavailable = ActionFailed<'StaffDeskUnavailable'>
export const read = fetchAs('StaffDeskUnavailable', serverSays)
