import type { CustomerDirectory } from './customer-directory.port'

export type ProfileDeps = { readonly customers: CustomerDirectory }
