import { describe, expect, it } from 'vitest'
import { AUDIT_CSV_HEADINGS } from '../../core/audit/messages'
import { runCli } from '../support/cli'

/** Runs `npm run core -- ...` against the contract sandbox as the owner. */
const core = (args: readonly string[], env: Record<string, string> = {}) => runCli('owner', args, env)

describe('headless CLI: audit export', () => {
  it('streams the trail’s CSV to stdout with the entry count on stderr; a member with no entry is the headings alone', async () => {
    const all = await core(['audit', 'export', '--centre', '1'])
    expect(all.code, all.stderr).toBe(0)
    expect(all.stdout.split('\r\n')[0]).toBe(AUDIT_CSV_HEADINGS.join(','))
    expect(all.stderr).toMatch(/^\d+ entries of /)
    const none = await core(['audit', 'export', '--centre', '1', '--member', '9999999999999999'])
    expect(none.code, none.stderr).toBe(0)
    expect(none.stdout).toBe(`${AUDIT_CSV_HEADINGS.join(',')}\r\n`)
    expect(none.stderr).toMatch(/^0 entries of /)
  })

  it('is exit 1 for staff without AUDIT_TRAIL, and exit 2 for a bad member id, day or action', async () => {
    expect((await core(['audit', 'export'], { PORTAL_PERSONA: 'front-desk' })).code).toBe(1)
    expect((await core(['audit', 'export', '--member', 'Asha'])).code).toBe(2)
    expect((await core(['audit', 'export', '--day', '2026-13-40'])).code).toBe(2)
    expect((await core(['audit', 'export', '--action', 'NOT_AN_ACTION'])).code).toBe(2)
  })
})
