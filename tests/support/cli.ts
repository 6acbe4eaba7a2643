import { execFile } from 'node:child_process'
import { join } from 'node:path'
import { inject } from 'vitest'
import { sandboxUrl } from './sandbox-client'

export type CliRun = { readonly code: number; readonly stdout: string; readonly stderr: string }

const root = join(__dirname, '..', '..')
const tsx = join(root, 'node_modules', '.bin', 'tsx')

/**
 * The CLI as the contract suites' set-up built it (tests/setup/sandbox-server.ts): one file node
 * starts at once; elsewhere, `tsx composition/node/cli.ts`, as `npm run core` runs it.
 */
export const cliCommand = (): readonly [string, readonly string[]] => {
  const bundle = inject('cliBundle')
  return typeof bundle === 'string' ? [process.execPath, [bundle]] : [tsx, ['composition/node/cli.ts']]
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
