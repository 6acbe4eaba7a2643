/**
 * The calls the shell makes before any screen draws (who is signed in, their centres, permissions
 * and feature lists, and signing out). Part of PATHS; kept in a file of their own so the first
 * screen loads these four paths and not every path of the API.
 */
export const SHELL_PATHS = {
  centreDetails: 'v1/centers/details',
  permission: 'v1/permission',
  /** POST (with the CSRF header): ends the signed-in staff member's session. */
  signOut: 'v1/logout',
  featureList: 'v1/centers/fetchWatchmenConfig',
} as const

