import type { Persona } from '../seed/personas'

/** Hono environment of the API: the signed-in staff member travels with each request. */
export type ApiEnv = { Variables: { staff: Persona } }
