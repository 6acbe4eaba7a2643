/**
 * The API paths the shell calls before the first screen can draw (who is signed in, their
 * permissions and feature lists, sign-out), relative to API_BASE. A module of their own so the
 * first screen loads these four and not the whole path table (paths.ts takes them from here).
 */
export const SHELL_PATHS = {
  centreDetails: 'v1/centers/details',
  permission: 'v1/permission',
  /** POST (with the CSRF header): ends the signed-in staff member's session. */
  signOut: 'v1/logout',
  featureList: 'v1/centers/fetchWatchmenConfig',
} as const
