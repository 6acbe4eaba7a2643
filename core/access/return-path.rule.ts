/** The query parameter of the sign-in page that names where to go after signing in. */
export const RETURN_PATH_PARAM = 'next'

const MAX_RETURN_PATH = 2048
const BASE = 'http://portal.invalid'
const NOT_A_RETURN = ['/sign-in', '/logout', '/api/', '/api', '/sandbox/']

/**
 * A safe place to return to after signing in: a path on this origin (with its query and hash),
 * never another origin ('//evil.example', 'https://…', '/\\evil'), never the sign-in, log-out or
 * API addresses, nothing with control characters. Undefined when the input is not one.
 */
export const safeReturnPath = (raw: unknown): string | undefined => {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > MAX_RETURN_PATH) return undefined
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return undefined
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(raw)) return undefined
  let url: URL
  try {
    url = new URL(raw, BASE)
  } catch {
    return undefined
  }
  if (url.origin !== BASE) return undefined
  if (NOT_A_RETURN.some((p) => url.pathname === p || (p.endsWith('/') && url.pathname.startsWith(p)) || url.pathname.startsWith(`${p}/`))) return undefined
  const path = `${url.pathname}${url.search}${url.hash}`
  return path === '/' ? undefined : path
}

/** The sign-in address that comes back to `path` (the portal's root when it is not a safe return). */
export const signInPath = (path: string): string => {
  const back = safeReturnPath(path)
  return back === undefined ? '/sign-in' : `/sign-in?${RETURN_PATH_PARAM}=${encodeURIComponent(back)}`
}
