import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { serve } from '@hono/node-server'
import { openDatabase } from '../../sandbox/db/database'
import { createSandboxApp } from '../../sandbox/http/app'
import { seedIfEmpty } from '../../sandbox/seed/seed'
import { cliCommand } from '../support/cli'

/*
 * Every headless example of the CLI's page (docs/cli.md, linked from the README) runs as written
 * against a fresh sandbox: the page's sh block under 'Examples' is parsed line by line; `npm start &`
 * is the sandbox this test starts (seeded now, the OTP fixed as the page says), and each
 * `npm run core -- …` line runs the CLI (as the suites' set-up built it, tests/support/cli.ts) with
 * the line's own environment and must exit 0.
 */

const run = promisify(execFile)

/** The lines of the first sh block after a heading. */
export const shBlockAfter = (markdown: string, heading: string): readonly string[] => {
  const from = markdown.indexOf(heading)
  if (from < 0) throw new Error(`The page has no heading ${heading}`)
  const open = markdown.indexOf('```sh\n', from)
  const close = markdown.indexOf('\n```', open + 6)
  return markdown.slice(open + 6, close).split('\n')
}

/** Shell words of a line: double and single quotes group, a '#' outside quotes starts a comment. */
export const shellWords = (line: string): readonly string[] => {
  const words: string[] = []
  let word: string | undefined
  let quote: '"' | "'" | undefined
  for (const ch of line) {
    if (quote !== undefined) {
      if (ch === quote) quote = undefined
      else word = (word ?? '') + ch
    } else if (ch === '"' || ch === "'") {
      quote = ch
      word = word ?? ''
    } else if (ch === '#' && word === undefined) break
    else if (/\s/.test(ch)) {
      if (word !== undefined) words.push(word)
      word = undefined
    } else word = (word ?? '') + ch
  }
  if (word !== undefined) words.push(word)
  return words
}

type Example = { readonly line: string; readonly env: Readonly<Record<string, string>>; readonly args: readonly string[] }

/** The environment the block's `npm start &` line gives the sandbox (SANDBOX_FIXED_OTP...). */
let startEnv: Readonly<Record<string, string>> = {}

/** The CLI examples of the block: leading NAME=value words are the line's environment. */
export const cliExamples = (lines: readonly string[]): readonly Example[] =>
  lines.flatMap((line) => {
    const words = shellWords(line)
    if (words.length === 0) return []
    const env: Record<string, string> = {}
    let i = 0
    for (; i < words.length && /^[A-Z_][A-Z0-9_]*=/.test(words[i] ?? ''); i++) {
      const [k, ...v] = (words[i] ?? '').split('=')
      env[k ?? ''] = v.join('=')
    }
    const rest = words.slice(i)
    if (rest.join(' ') === 'npm start &') {
      startEnv = env
      return []
    }
    if (rest.slice(0, 4).join(' ') !== 'npm run core --') throw new Error(`An example this test does not know how to run: ${line}`)
    return [{ line, env, args: rest.slice(4) }]
  })

const CLI_PAGE = readFileSync('docs/cli.md', 'utf8')
const examples = cliExamples(shBlockAfter(CLI_PAGE, '## Examples'))

/** A fresh sandbox as the block's `npm start &` runs it: seeded now, on the wall clock (the card terminal answers in time), the OTP fixed only if that line says so. */
const startFreshSandbox = async () => {
  const dir = mkdtempSync(join(tmpdir(), 'portal-readme-'))
  const db = openDatabase(dir)
  seedIfEmpty(db, Date.now())
  const fixedOtp = startEnv.SANDBOX_FIXED_OTP
  const app = createSandboxApp({ db, now: () => Date.now(), ...(fixedOtp === undefined ? {} : { fixedOtp }) })
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s))
  })
  const address = server.address()
  const port = typeof address === 'object' && address !== null ? address.port : 0
  return {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      await new Promise<void>((r) => server.close(() => r()))
      db.close()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

describe("the CLI page's headless examples", () => {
  let sandbox: Awaited<ReturnType<typeof startFreshSandbox>>
  beforeAll(async () => {
    sandbox = await startFreshSandbox()
  })
  afterAll(async () => {
    await sandbox.close()
  })

  it('parses the block: every CLI line, its environment and its quoted words', () => {
    expect(examples.length).toBeGreaterThanOrEqual(9)
    expect(examples.find((e) => e.env.PORTAL_PERSONA === 'trainer')?.args).toEqual(['centres'])
    expect(examples.find((e) => e.args[0] === 'resolve-task')?.args).toContain('Will join Monday')
    // An example that passes --otp <code> works only on a sandbox whose OTP is that code: the page's start line says so.
    for (const e of examples.filter((x) => x.args.includes('--otp'))) expect(startEnv.SANDBOX_FIXED_OTP).toBe(e.args[e.args.indexOf('--otp') + 1])
  })

  for (const e of examples) {
    it(`runs as written: ${e.line.replace(/\s+#.*$/, '').trim()}`, { timeout: 120_000 }, async () => {
      const { PORTAL_SESSION: _session, PORTAL_PERSONA: _persona, PORTAL_JSON: _json, ...inherited } = process.env
      const [command, prefix] = cliCommand()
      const r = await run(command, [...prefix, ...e.args], {
        env: { ...inherited, PORTAL_BASE_URL: sandbox.url, ...e.env },
        timeout: 110_000,
      }).then(
        (out) => ({ code: 0, stdout: out.stdout, stderr: out.stderr }),
        (err: { code?: number; stdout?: string; stderr?: string }) => ({ code: err.code ?? -1, stdout: err.stdout ?? '', stderr: err.stderr ?? '' }),
      )
      expect({ code: r.code, stderr: r.code === 0 ? '' : r.stderr }).toEqual({ code: 0, stderr: '' })
      expect(r.stdout.trim()).not.toBe('')
    })
  }
})
