/**
 * Paths of the centre operations API, relative to API_BASE. The sandbox mounts its routes on
 * these and the HTTP gateways call them. Path shapes follow the spec where it shows them.
 */
export const PATHS = {
  centreDetails: 'v1/centers/details',
} as const
