/** One schema change: its id (recorded in `schema_migrations` once applied), what it does, and its SQL. */
export type Migration = { readonly id: number; readonly name: string; readonly sql: string }
