import { describe, expect, it } from 'vitest'
import { type CliRun, runCli } from '../support/cli'

const core = (args: readonly string[]): Promise<CliRun> => runCli('owner', args)

describe('register-customer (Register New User from a script)', () => {
  it('registers a walk-in and answers the user id; the phone then finds that customer; a missing name exits 1, no phone exits 2', async () => {
    const phone = `95${String(Date.now()).slice(-8)}`
    const [made, noName, usage] = await Promise.all([
      core(['register-customer', phone, '--first-name', 'Walk', '--last-name', 'In', '--json']),
      core(['register-customer', '9512345678', '--first-name', ' ']),
      core(['register-customer']),
    ])
    expect(made.code, made.stderr).toBe(0)
    const r = JSON.parse(made.stdout) as { userId: string; firstName: string }
    expect(r.firstName).toBe('Walk')
    const found = await core(['lookup-customer', phone, '--json'])
    expect(found.code, found.stderr).toBe(0)
    expect(found.stdout).toContain(r.userId)
    expect(noName.code).toBe(1)
    expect(noName.stderr).toContain('First name is required')
    expect(usage.code).toBe(2)
  }, 60_000)
})
