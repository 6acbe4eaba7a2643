import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, normalize } from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * The README and the docs name files a reader will open: every relative link and every path in
 * backticks that starts at the repository root (core/, ui/, adapters/, ...) must exist. A path that
 * is a pattern (`core/<area>/use-cases.ts`, `*.use-case.ts`) or a URL is not a file and is skipped.
 */

const markdownUnder = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return markdownUnder(path)
    return path.endsWith('.md') ? [path] : []
  })

export const DOCS = ['README.md', ...markdownUnder('docs')]

const ROOTS = ['core/', 'ui/', 'adapters/', 'composition/', 'sandbox/', 'tests/', 'e2e/', 'bench/', 'scripts/', 'docs/', '.ci/']

/** Relative links of a markdown text: `[text](target)`, the target without its #anchor. */
export const relativeLinks = (markdown: string): string[] =>
  [...markdown.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((m) => (m[1] ?? '').split('#')[0] ?? '')
    .filter((t) => t !== '' && !/^[a-z]+:/i.test(t))

/** Paths in backticks that start at the repository root; patterns and placeholders are not paths. */
export const backtickedPaths = (markdown: string): string[] =>
  [...markdown.matchAll(/`([^`\n]+)`/g)]
    .map((m) => (m[1] ?? '').trim())
    .filter((t) => ROOTS.some((r) => t.startsWith(r)) && !/[\s<>*{}|]|\.\.\.|…/.test(t))
    .map((t) => t.replace(/#.*$/, '').replace(/:\d+(-\d+)?$/, ''))

/** File names in backticks without a folder (`sell-pack.use-case.ts`): a file of that name must exist somewhere in the repository. */
export const backtickedFileNames = (markdown: string): string[] =>
  [...markdown.matchAll(/`([\w.-]+\.(?:tsx?|md|csv|json|html))`/g)].map((m) => m[1] ?? '')

const SOURCE_DIRS = ['core', 'ui', 'adapters', 'composition', 'sandbox', 'tests', 'e2e', 'bench', 'scripts', 'docs']
const filesUnder = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? filesUnder(path) : [name]
  })
/** Paths with a folder anywhere in the text (`forms/lead.rule.ts`, bench/x.bench.ts): they resolve from the root, the page's folder, or a source root. */
export const folderedPaths = (markdown: string): string[] =>
  [...markdown.matchAll(/(?<![\w./<>*-])((?:\.\.?\/)*[\w-]+(?:\/[\w.-]+)*\.(?:tsx?|md|csv))\b/g)]
    .map((m) => m[1] ?? '')
    .filter((p) => p.includes('/'))
const RESOLVE_FROM = ['core', 'adapters', 'adapters/http', 'tests/unit/core', 'tests']
const resolves = (doc: string, path: string): boolean =>
  existsSync(path) || existsSync(normalize(join(dirname(doc), path))) || RESOLVE_FROM.some((r) => existsSync(join(r, path)))

const FILE_NAMES = new Set([...SOURCE_DIRS.flatMap(filesUnder), ...readdirSync('.')])

describe('the README and docs name files that exist', () => {
  it('reads the README and every page under docs/', () => {
    expect(DOCS).toContain('README.md')
    expect(DOCS).toContain(join('docs', 'cli.md'))
  })

  it('finds links and backticked paths, and skips patterns and URLs', () => {
    const sample = 'See [a](docs/cli.md#exit), [b](https://x.org), `core/ports.ts`, `core/<area>/use-cases.ts`, `npm test`, `core/*.ts`.'
    expect(relativeLinks(sample)).toEqual(['docs/cli.md'])
    expect(backtickedPaths(sample)).toEqual(['core/ports.ts'])
    expect(folderedPaths('the rule (forms/lead.rule.ts) and core/<area>/x.ts, see ../README.md')).toEqual(['forms/lead.rule.ts', '../README.md'])
    expect(backtickedFileNames('`sell-pack.use-case.ts` and `core/ports.ts` and `npm test`')).toEqual(['sell-pack.use-case.ts'])
  })

  for (const doc of DOCS) {
    it(`${doc}: every relative link and backticked repository path exists`, () => {
      const text = readFileSync(doc, 'utf8')
      const missing = [
        ...relativeLinks(text).filter((l) => !existsSync(normalize(join(dirname(doc), l)))).map((l) => `link ${l}`),
        ...backtickedPaths(text).filter((p) => !existsSync(p)).map((p) => `path ${p}`),
        ...folderedPaths(text).filter((p) => !resolves(doc, p)).map((p) => `named ${p}`),
        ...backtickedFileNames(text).filter((n) => !FILE_NAMES.has(n)).map((n) => `file ${n}`),
      ]
      expect(missing).toEqual([])
    })
  }

  it("README's 'Where is X' table: at least five staff actions, each with its rule, port, both adapters, use case, screen and sandbox route, every path real", () => {
    const readme = readFileSync('README.md', 'utf8')
    const from = readme.indexOf('### Where is X')
    expect(from).toBeGreaterThan(-1)
    const lines = readme.slice(from).split('\n')
    const start = lines.findIndex((l) => l.startsWith('|'))
    const end = lines.findIndex((l, i) => i > start && !l.startsWith('|'))
    const table = lines.slice(start + 2, end < 0 ? undefined : end)
    expect(table.length).toBeGreaterThanOrEqual(5)
    for (const row of table) {
      const cells = row.split('|').slice(1, -1).map((c) => c.trim())
      expect(cells, row).toHaveLength(7)
      const [, rule, port, adapters, useCase, screen, route] = cells.map((c) => [...c.matchAll(/`([^`]+)`/g)].map((m) => m[1] ?? ''))
      expect(rule?.[0], row).toMatch(/^core\/[\w-]+\/[\w-]+\.rule\.ts$/)
      expect(port?.[0], row).toMatch(/^core\/[\w-]+\/[\w-]+\.port\.ts$/)
      expect(adapters, row).toEqual([expect.stringMatching(/^adapters\/http\/[\w-]+\.http\.ts$/), expect.stringMatching(/^adapters\/in-memory\/[\w-]+\.in-memory\.ts$/)])
      expect(useCase?.[0], row).toMatch(/^core\/[\w-]+\/[\w-]+\.use-case\.ts$/)
      expect(screen?.[0], row).toMatch(/^ui\/.+\.tsx$/)
      expect(route?.[0], row).toMatch(/^sandbox\/http\/routes\/[\w-]+\.routes\.ts$/)
      for (const path of [rule, port, adapters, useCase, screen, route].flat()) expect(existsSync(path ?? ''), `${path} (${cells[0]})`).toBe(true)
    }
  })
})
