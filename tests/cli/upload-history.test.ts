import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { BULK_STATUS_WORDS } from '../../core/shared/messages/uploads'
import { runCli } from '../support/cli'

const dir = mkdtempSync(join(tmpdir(), 'cli-upload-history-'))

/** Runs `npm run core -- ...` against the contract sandbox as the owner. */
const core = (args: readonly string[], env: Record<string, string> = {}) => runCli('owner', args, env)

describe('headless CLI: upload-history', () => {
  it('prints a kind’s history from the server, searched, with the count on stderr; an unknown kind is a usage error', async () => {
    const token = `hist${Math.random().toString(36).slice(2, 10)}`
    const path = join(dir, `${token}.csv`)
    writeFileSync(path, 'userId,segmentId\n700399,7102\n')
    // A dry run is kept in the history as checked; nothing changes.
    const checked = await core(['upload', 'segment', path, '--centre', '1001', '--dry-run'])
    expect(checked.code, checked.stderr).toBe(0)
    const r = await core(['upload-history', 'segment', '--centre', '1001', '--search', token.toUpperCase()])
    expect(r.code, r.stderr).toBe(0)
    const lines = r.stdout.trim().split('\n')
    expect(lines).toHaveLength(1)
    expect(lines[0]?.split('\t')).toEqual([expect.any(String), expect.any(String), `${token}.csv`, BULK_STATUS_WORDS.CHECKED, '1', '0'])
    expect(r.stderr).toMatch(/^1 of \d+ uploads at /)
    const json = await core(['upload-history', 'segment', '--centre', '1001', '--search', token], { PORTAL_JSON: '1' })
    expect((JSON.parse(json.stdout) as { fileName: string }[]).map((u) => u.fileName)).toEqual([`${token}.csv`])
    expect((await core(['upload-history', 'nonsense'])).code).toBe(2)
  })
})
