import { execFile } from 'node:child_process'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { sandboxUrl } from '../support/sandbox-client'

type Run = { readonly code: number; readonly stdout: string; readonly stderr: string }

const root = join(__dirname, '..', '..')
const tsx = join(root, 'node_modules', '.bin', 'tsx')

/** Runs the headless CLI (`npm run core -- ...`) as a new user would, against the contract sandbox. */
const core = (args: readonly string[], env: Record<string, string> = {}): Promise<Run> =>
  new Promise((resolve) => {
    execFile(
      tsx,
      ['composition/node/cli.ts', ...args],
      { cwd: root, env: { ...process.env, PORTAL_BASE_URL: sandboxUrl(), PORTAL_PERSONA: 'owner', ...env }, timeout: 30_000, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => resolve({ code: error === null ? 0 : typeof error.code === 'number' ? error.code : 1, stdout, stderr }),
    )
  })

describe('headless CLI against the sandbox', () => {
  it('lists every command in help', async () => {
    const r = await core(['help'])
    expect(r.code).toBe(0)
    for (const c of ['centres', 'lookup-customer', 'check-ins', 'price', 'sell-pack', 'confirm-payment', 'resolve-task']) expect(r.stdout).toContain(`  ${c}`)
  }, 40_000)

  it("prints the staff member's centres", async () => {
    const r = await core(['centres'])
    expect(r.code).toBe(0)
    expect(r.stdout).toContain('Koramangala Gym')
  }, 40_000)

  it('looks a customer up by phone, and refuses a malformed search with a clear error and a non-zero exit', async () => {
    const [found, bad] = await Promise.all([core(['lookup-customer', '9000000004']), core(['lookup-customer', '12ab'])])
    expect(found.code).toBe(0)
    expect(found.stdout).toContain('Lakshmi')
    expect(bad.code).not.toBe(0)
    expect(bad.stderr.trim()).not.toBe('')
  }, 40_000)

  it('takes a phone as people paste it (+91, spaces, a dash) and says why a letter is refused', async () => {
    const [pasted, word] = await Promise.all([core(['lookup-customer', '+91 90000-00004 ']), core(['lookup-customer', 'Lakshmi'])])
    expect(pasted.code).toBe(0)
    expect(pasted.stdout).toContain('Lakshmi')
    expect(word.code).toBe(1)
    expect(word.stderr).toContain('Only digits: a 10-digit mobile number or a user id')
  }, 40_000)

  it("prints a centre's check-ins grouped, as JSON on request", async () => {
    const r = await core(['check-ins', '--state', 'created', '--centre', '1001', '--json'])
    expect(r.code).toBe(0)
    const out = JSON.parse(r.stdout) as { centre: { name: string }; total: number; sections: { checkIns: unknown[] }[] }
    expect(out.centre.name).toBe('Koramangala Gym')
    expect(out.sections.reduce((n, s) => n + s.checkIns.length, 0)).toBe(out.total)
  }, 40_000)

  it('quotes a sale with its Taxes and fees lines, and fails clearly for an unknown pack', async () => {
    const [quote, unknown] = await Promise.all([core(['price', '--pack', 'PACK-1-ELITE-3M', '--centre', '1001']), core(['price', '--pack', 'NO-SUCH-PACK', '--centre', '1001'])])
    expect(quote.code).toBe(0)
    expect(quote.stdout).toContain('CGST + SGST @18%')
    expect(unknown.code).not.toBe(0)
    expect(unknown.stderr.trim()).not.toBe('')
  }, 40_000)

  it('exits non-zero with a clear message for an unknown command or an unreachable API', async () => {
    const [unknown, down] = await Promise.all([core(['frobnicate']), core(['centres'], { PORTAL_BASE_URL: 'http://127.0.0.1:9' })])
    expect(unknown.code).not.toBe(0)
    expect(unknown.stderr).toContain("Unknown command 'frobnicate'")
    expect(down.code).not.toBe(0)
    expect(down.stderr).toContain('Could not sign in to http://127.0.0.1:9')
  }, 40_000)
})
