import { execFile } from 'node:child_process'
import { join } from 'node:path'
import { inject } from 'vitest'
import { sandboxUrl } from './sandbox-client'

export type CliRun = { readonly code: number; readonly stdout: string; readonly stderr: string }

const root = join(__dirname, '..', '..')

/**
 * The CLI as the contract suites' set-up built it (tests/setup/sandbox-server.ts): one file node
 * starts at once. `npm run core` runs the same source through tsx (tests/cli/headless.test.ts).
 */
export const cliCommand = (): readonly [string, readonly string[]] => {
  const bundle = inject('cliBundle')
  if (typeof bundle !== 'string') throw new Error('The CLI is built by the contract project’s set-up: run this suite in that project')
  return [process.execPath, [bundle]]
}

/**
 * Runs the headless CLI (`npm run core -- ...`) against the contract sandbox as a persona of the
 * seed; `env` adds to or overrides the environment (PORTAL_JSON, another PORTAL_PERSONA...).
 * Answers the exit code and what it printed, never throws.
 */
export const runCli = (persona: string, args: readonly string[], env: Readonly<Record<string, string>> = {}): Promise<CliRun> =>
  new Promise((resolve) => {
    const [command, prefix] = cliCommand()
    execFile(
      command,
      [...prefix, ...args],
      {
        cwd: root,
        env: { ...process.env, PORTAL_BASE_URL: sandboxUrl(), PORTAL_PERSONA: persona, ...env },
        timeout: 30_000,
        maxBuffer: 16 * 1024 * 1024,
      },
      (error, stdout, stderr) => resolve({ code: error === null ? 0 : typeof error.code === 'number' ? error.code : 1, stdout, stderr }),
    )
  })
