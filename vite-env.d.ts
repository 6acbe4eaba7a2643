/// <reference types="vite/client" />
interface ImportMetaEnv {
  /** Origin of the centre operations API; unset means the portal's own origin. */
  readonly VITE_API_ORIGIN?: string
  /** Sentry DSN; error reporting is off when unset. */
  readonly VITE_SENTRY_DSN?: string
}
