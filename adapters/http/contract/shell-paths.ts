/**
 * The calls the first screen makes (who the staff member is, their centres, signing out), apart
 * from the rest of the API's paths (`PATHS` in ./paths.ts spreads them): the shell's adapters
 * import only these, so the first screen does not carry every path of the API, and a new call
 * adds nothing to it.
 */
export const SHELL_PATHS = {
  centreDetails: 'v1/centers/details',
  permission: 'v1/permission',
  /** POST (with the CSRF header): ends the signed-in staff member's session. */
  signOut: 'v1/logout',
  featureList: 'v1/centers/fetchWatchmenConfig',
} as const
