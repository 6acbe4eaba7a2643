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
})
