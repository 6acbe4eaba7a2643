import { describe, expect, it } from 'vitest'
import { CLI_COMMANDS } from '../../composition/node/cli-commands'
import { USAGE_EXIT, usageProblem } from '../../composition/node/cli-usage'
import { runCli } from '../support/cli'

/**
 * Exit codes mean one thing for every command: 0 done, 1 refused or failed, 2 usage. This walks the
 * CLI's command table, so a command added to it is covered here without a new line.
 */
const commands = Object.entries(CLI_COMMANDS)

/** A command line the table accepts: its positionals and every required flag with a value of its kind. */
const valid = (name: string): string[] => {
  const spec = CLI_COMMANDS[name]
  if (spec === undefined) return []
  const pos = Array.from({ length: spec.positionals?.min ?? 0 }, (_, i) => `arg${i + 1}`)
  const flags = Object.entries(spec.flags).flatMap(([f, s]) =>
    s.required !== true ? [] : [`--${f}`, s.kind === 'number' ? '100' : s.kind === 'day' ? '2026-12-01' : s.kind.startsWith('centre') ? '1001' : 'x'],
  )
  return [...pos, ...flags]
}

describe('the CLI’s exit codes, for every command of its table', () => {
  it('has the commands the README documents', () => {
    for (const c of ['centres', 'sell-pack', 'report', 'issues', 'transfer-leads', 'dashboard', 'request-leave', 'my-leave']) expect(Object.keys(CLI_COMMANDS)).toContain(c)
  })

  it.each(commands.map(([n]) => [n]))('%s: a complete command line is not a usage error', (name) => {
    const spec = CLI_COMMANDS[name]
    if (spec === undefined) throw new Error(name)
    expect(usageProblem(name, spec, valid(name))).toBeUndefined()
  })

  it.each(commands.map(([n]) => [n]))('%s: an unknown flag, a missing flag, a bad number or day, a stray argument are usage errors', (name) => {
    const spec = CLI_COMMANDS[name]
    if (spec === undefined) throw new Error(name)
    const ok = valid(name)
    expect(usageProblem(name, spec, [...ok, '--no-such-flag', '1'])).toContain('--no-such-flag')
    for (const [f, s] of Object.entries(spec.flags)) {
      if (s.required === true) {
        const i = ok.indexOf(`--${f}`)
        expect(usageProblem(name, spec, [...ok.slice(0, i), ...ok.slice(i + 2)]), `--${f} missing`).toBe(`--${f} is required`)
      }
      if (s.kind === 'number' || s.kind === 'day' || s.kind.startsWith('centre')) {
        const without = ok.includes(`--${f}`) ? ok.filter((_, k) => k !== ok.indexOf(`--${f}`) && k !== ok.indexOf(`--${f}`) + 1) : ok
        expect(usageProblem(name, spec, [...without, `--${f}`, 'abc']), `--${f} abc`).toMatch(/must be/)
      }
      if (s.kind !== 'switch' && s.required !== true && !ok.includes(`--${f}`)) expect(usageProblem(name, spec, [...ok, `--${f}`]), `--${f} without a value`).toBe(`--${f} needs a value`)
    }
    const max = spec.positionals?.max ?? 0
    expect(usageProblem(name, spec, [...Array.from({ length: max + 1 }, (_, i) => `p${i}`), ...ok.slice(spec.positionals?.min ?? 0)])).toBeDefined()
  })

  it.each(commands.map(([n]) => [n]))('%s: exits 2 on an unknown flag, before asking the server anything', async (name) => {
    const run = await runCli('owner', [name, ...valid(name), '--no-such-flag', 'x'], { PORTAL_BASE_URL: 'http://127.0.0.1:9' })
    expect(run.code, run.stderr).toBe(USAGE_EXIT)
    expect(run.stderr).toContain('--no-such-flag')
  }, 30_000)

  it('exits 2 for an unknown command, `centres --centre 9999` and `sell-pack --cash abc`', async () => {
    const [unknown, centres, cash] = await Promise.all([
      runCli('owner', ['no-such-command']),
      runCli('owner', ['centres', '--centre', '9999']),
      runCli('owner', ['sell-pack', '--user', '1', '--pack', 'p', '--cash', 'abc']),
    ])
    expect(unknown.code).toBe(2)
    expect(centres.code).toBe(2)
    expect(cash.code).toBe(2)
    expect(cash.stderr).toContain("--cash must be a number, not 'abc'")
  }, 30_000)

  it('exits 2 for a centre that is not one of yours, whatever the command; 1 when the server refuses', async () => {
    const [dashboard, classes, refused] = await Promise.all([
      runCli('centre-manager', ['dashboard', '--centre', '1002']),
      runCli('owner', ['classes', '--centre', '999999']),
      runCli('trainer', ['my-leave', '--centre', '1001'], { PORTAL_BASE_URL: 'http://127.0.0.1:9' }),
    ])
    expect(dashboard.code, dashboard.stderr).toBe(2)
    expect(dashboard.stderr).toContain('Unknown centre 1002')
    expect(classes.code, classes.stderr).toBe(2)
    // A server that cannot be reached is a failure, not a usage error.
    expect(refused.code).toBe(1)
  }, 40_000)

  it('request-leave and my-leave: a staff member asks for leave and sees it waiting (0); days already asked for are refused (1)', async () => {
    const day = `2027-0${1 + (Math.floor(Date.now() / 1000) % 9)}-1${Math.floor(Date.now() / 10_000) % 10}`
    const asked = await runCli('trainer', ['request-leave', '--from', day, '--reason', 'Exam', '--centre', '1001'])
    expect(asked.code, asked.stderr).toBe(0)
    expect(asked.stdout).toContain('Waiting for approval')
    const again = await runCli('trainer', ['request-leave', '--from', day, '--reason', 'Exam', '--centre', '1001'])
    expect(again.code).toBe(1)
    const mine = await runCli('trainer', ['my-leave', '--centre', '1001'])
    expect(mine.code, mine.stderr).toBe(0)
    expect(mine.stdout).toContain(day)
  }, 60_000)
})
