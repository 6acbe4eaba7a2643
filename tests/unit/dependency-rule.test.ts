import { ESLint } from 'eslint'
import { beforeAll, describe, expect, it } from 'vitest'

// One ESLint with the project's real config, loaded once (loading typescript-eslint is the slow part).
let eslint: ESLint
beforeAll(async () => {
  eslint = new ESLint({ cwd: process.cwd() })
  await eslint.lintText('export {}', { filePath: 'core/warm-up.ts' })
}, 120_000)

/** Lints a snippet as if it were a file at `filePath`, with the project's real config. */
const lint = async (filePath: string, code: string): Promise<string[]> => {
  const [result] = await eslint.lintText(code, { filePath })
  return (result?.messages ?? []).map((m) => `${m.ruleId ?? 'fatal'}: ${m.message}`)
}

const violations: readonly { zone: string; file: string; code: string; rule: string }[] = [
  { zone: 'core imports React', file: 'core/shared/bad.ts', code: "import { useState } from 'react'\nexport const x = useState", rule: 'no-restricted-imports' },
  { zone: 'core imports an adapter', file: 'core/check-in/bad.ts', code: "import { systemClock } from '../../adapters/clock/system-clock'\nexport const c = systemClock", rule: 'no-restricted-imports' },
  { zone: 'core imports the UI', file: 'core/check-in/bad.ts', code: "import { App } from '../../ui/app/app'\nexport const a = App", rule: 'no-restricted-imports' },
  { zone: 'core imports Inversify', file: 'core/bad.ts', code: "import { Container } from 'inversify'\nexport const c = Container", rule: 'no-restricted-imports' },
  { zone: 'core imports a Node built-in', file: 'core/bad.ts', code: "import { readFileSync } from 'node:fs'\nexport const r = readFileSync", rule: 'no-restricted-imports' },
  { zone: 'core reads Date.now', file: 'core/shared/bad.ts', code: 'export const now = () => Date.now()', rule: 'no-restricted-properties' },
  { zone: 'core reads new Date()', file: 'core/shared/bad.ts', code: 'export const now = () => new Date()', rule: 'no-restricted-syntax' },
  { zone: 'core uses Math.random', file: 'core/shared/bad.ts', code: 'export const id = () => Math.random()', rule: 'no-restricted-properties' },
  { zone: 'core calls fetch', file: 'core/shared/bad.ts', code: "export const get = () => fetch('/x')", rule: 'no-restricted-globals' },
  { zone: 'core touches window', file: 'core/shared/bad.ts', code: 'export const w = () => window.location.href', rule: 'no-restricted-globals' },
  { zone: 'core touches localStorage', file: 'core/shared/bad.ts', code: "export const s = () => localStorage.getItem('k')", rule: 'no-restricted-globals' },
  { zone: 'ui imports an adapter', file: 'ui/shell/bad.tsx', code: "import { createHttpClient } from '../../adapters/http/http-client'\nexport const h = createHttpClient", rule: 'no-restricted-imports' },
  { zone: 'ui imports the composition root', file: 'ui/shell/bad.tsx', code: "import { TOKENS } from '../../composition/tokens'\nexport const t = TOKENS", rule: 'no-restricted-imports' },
  { zone: 'ui imports Inversify', file: 'ui/shell/bad.tsx', code: "import { Container } from 'inversify'\nexport const c = Container", rule: 'no-restricted-imports' },
  { zone: 'an adapter imports the UI', file: 'adapters/http/bad.ts', code: "import { App } from '../../ui/app/app'\nexport const a = App", rule: 'no-restricted-imports' },
  { zone: 'the sandbox imports a non-contract adapter', file: 'sandbox/http/bad.ts', code: "import { systemClock } from '../../adapters/clock/system-clock'\nexport const c = systemClock", rule: 'no-restricted-imports' },
]

describe('the dependency rule', { timeout: 30_000 }, () => {
  it.each(violations)('fails when $zone', async ({ file, code, rule }) => {
    const messages = await lint(file, code)
    expect(messages.some((m) => m.startsWith(`${rule}:`))).toBe(true)
  })

  it('accepts a core file that uses only the allowed libraries and a now argument', async () => {
    const code = [
      "import { pipe } from 'fp-ts/function'",
      "import * as t from 'io-ts'",
      "import { formatInTimeZone } from 'date-fns-tz'",
      "import { CENTRE_TIME_ZONE } from '../shared/zone'",
      'export const day = (now: number) => pipe(now, (n) => formatInTimeZone(n, CENTRE_TIME_ZONE, "yyyy-MM-dd"))',
      'export const codec = t.string',
    ].join('\n')
    expect(await lint('core/check-in/good.ts', code)).toEqual([])
  })

  it('accepts the sandbox importing the wire contract and core', async () => {
    const code = "import { PATHS } from '../../adapters/http/contract/paths'\nimport { DAY_MS } from '../../core/shared/constants'\nexport const p = [PATHS, DAY_MS]"
    expect(await lint('sandbox/http/good.ts', code)).toEqual([])
  })
})
