/** Paths only the sandbox offers (sign-in for scripts); a real backend has its own sign-in. */
export const PATHS_SANDBOX = {
  session: 'sandbox/session',
} as const
