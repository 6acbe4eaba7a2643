import { describe, expect, it } from 'vitest'
import { runCli } from '../support/cli'


/** Runs `npm run core -- ...` against the contract sandbox as the owner. */
const core = (args: readonly string[], env: Record<string, string> = {}) => runCli('owner', args, env)

describe('headless CLI: employees and find-centre', () => {
  it('prints a centre’s employees a page at a time with the count on stderr, as lines or JSON; a bad status or centre is a usage error', async () => {
    const all = await core(['employees', '--centre', '1001'])
    expect(all.code, all.stderr).toBe(0)
    const lines = all.stdout.trim().split('\n')
    const counted = /^(\d+) of (\d+) employees of /.exec(all.stderr)
    expect(counted?.[1]).toBe(String(lines.length))
    expect(Number(counted?.[2])).toBeGreaterThanOrEqual(lines.length)
    expect(lines.every((l) => l.split('\t').length === 5)).toBe(true)
    const json = await core(['employees', '--centre', '1001', '--status', 'active'], { PORTAL_JSON: '1' })
    expect(json.code, json.stderr).toBe(0)
    const rows = JSON.parse(json.stdout) as { status: string }[]
    expect(rows.length).toBeGreaterThan(0)
    expect(rows.every((e) => e.status === 'ACTIVE')).toBe(true)
    expect((await core(['employees', '--status', 'gone'])).code).toBe(2)
    expect((await core(['employees', '--centre', '99999999'])).code).toBe(2)
  })

  it('finds the owner’s centres by a piece of their name, and asks for the text when none is given', async () => {
    const found = await core(['find-centre', 'a'])
    expect(found.code, found.stderr).toBe(0)
    expect(found.stderr).toMatch(/^\d+ of \d+ centres/)
    expect((await core(['find-centre'])).code).toBe(2)
  })
})
