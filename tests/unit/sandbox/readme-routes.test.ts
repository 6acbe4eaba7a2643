import { readFileSync } from 'node:fs'
import { mountedApiRoutes } from '../../support/api-routes'

/** sandbox/README.md lists every API call the app mounts, and nothing it does not. */
const documented = (): Set<string> => {
  const rows = readFileSync('sandbox/README.md', 'utf8')
    .split('\n')
    .map((l) => /^\|\s*(GET|POST|PUT|PATCH|DELETE)\s*\|\s*`?([^|`\s]+)`?\s*\|/.exec(l))
    .filter((m): m is RegExpExecArray => m !== null)
  return new Set(
    rows.map(([, method, path]) => {
      const p = (path as string).replace(/^\/?api\//, '').replace(/\?.*$/, '').replace(/\{(\w+)\}/g, ':$1')
      return `${method} ${p}`
    }),
  )
}

describe('sandbox/README.md endpoint tables', () => {
  const mounted = new Set(mountedApiRoutes().map((r) => `${r.method} ${r.path}`))
  it('lists every mounted API call', () => {
    expect([...mounted].filter((r) => !documented().has(r))).toEqual([])
  })
  it('lists no call the app does not mount', () => {
    expect([...documented()].filter((r) => !mounted.has(r))).toEqual([])
  })
})
