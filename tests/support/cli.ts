import { execFile } from 'node:child_process'
import { join } from 'node:path'
import { sandboxUrl } from './sandbox-client'

export type CliRun = { readonly code: number; readonly stdout: string; readonly stderr: string }

const root = join(__dirname, '..', '..')
const tsx = join(root, 'node_modules', '.bin', 'tsx')

/**
 * Runs the headless CLI (`npm run core -- ...`) against the contract sandbox as a persona of the
 * seed; `env` adds to or overrides the environment (PORTAL_JSON, another PORTAL_PERSONA...).
 * Answers the exit code and what it printed, never throws.
 */
export const runCli = (persona: string, args: readonly string[], env: Readonly<Record<string, string>> = {}): Promise<CliRun> =>
  new Promise((resolve) => {
    execFile(
      tsx,
      ['composition/node/cli.ts', ...args],
      {
        cwd: root,
        env: { ...process.env, PORTAL_BASE_URL: sandboxUrl(), PORTAL_PERSONA: persona, ...env },
        timeout: 30_000,
        maxBuffer: 16 * 1024 * 1024,
      },
      (error, stdout, stderr) => resolve({ code: error === null ? 0 : typeof error.code === 'number' ? error.code : 1, stdout, stderr }),
    )
  })
