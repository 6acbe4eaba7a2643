import { readdirSync, readFileSync } from 'node:fs'
import { basename, dirname, join, normalize, relative, sep } from 'node:path'
import * as ts from 'typescript'
import { describe, expect, it } from 'vitest'

/*
 * The layout stays honest: a use case is found by its name, a file is named by what it holds (never
 * by when it was delivered), and core's folders are its domain areas.
 */

const root = process.cwd()
const filesUnder = (dir: string): string[] =>
  readdirSync(join(root, dir), { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? filesUnder(join(dir, e.name)) : [join(dir, e.name)],
  )

/** The domain areas of core (docs/architecture.md), and `shared` for what every area uses. */
const CORE_AREAS = [
  'access', 'centre', 'check-in', 'classes', 'customer', 'dashboard', 'employee', 'inbox', 'injury', 'lead', 'membership',
  'operations', 'payment', 'performance', 'play', 'pt', 'reminders', 'reports', 'selling', 'shared', 'staff', 'task',
  'money',
  'offline',
  'audit',
]

const camelOf = (kebab: string): string => kebab.replace(/-(\w)/g, (_, c: string) => c.toUpperCase())

/** The names of the values a module exports (types are not counted). */
const exportedValues = (path: string): string[] => {
  const sf = ts.createSourceFile(path, readFileSync(join(root, path), 'utf8'), ts.ScriptTarget.Latest, true)
  const names: string[] = []
  for (const s of sf.statements) {
    const exported = ts.canHaveModifiers(s) && (ts.getModifiers(s) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword)
    if (ts.isExportDeclaration(s) && !s.isTypeOnly) names.push('export-from')
    if (!exported) continue
    if (ts.isVariableStatement(s)) for (const d of s.declarationList.declarations) names.push(d.name.getText(sf))
    else if ((ts.isFunctionDeclaration(s) || ts.isClassDeclaration(s) || ts.isEnumDeclaration(s)) && s.name) names.push(s.name.text)
  }
  return names
}

describe('the layout', () => {
  const coreFiles = filesUnder('core')

  it('has one use case in each *.use-case.ts, named after its file', () => {
    const useCaseFiles = coreFiles.filter((f) => f.endsWith('.use-case.ts'))
    expect(useCaseFiles.length).toBeGreaterThan(150)
    const wrong = useCaseFiles
      .map((f) => ({ file: f, expected: camelOf(basename(f, '.use-case.ts')), values: exportedValues(f) }))
      .filter((x) => x.values.length !== 1 || x.values[0] !== x.expected)
      .map((x) => `${x.file} exports ${x.values.join(', ') || 'nothing'}, not ${x.expected} alone`)
    expect(wrong).toEqual([])
  })

  it('names no file by its delivery (-more, -finish, -extra, -part2, -v2, -new, -old, -rest)', () => {
    const delivery = /[-.](more|finish|finishing|extra|extras|rest|remaining|part\d*|second-half|v\d+|new|old|misc|final)(\.[\w-]+)*\.(ts|tsx)$/
    const named = ['core', 'ui', 'sandbox', 'e2e'].flatMap(filesUnder).filter((f) => delivery.test(basename(f)))
    expect(named).toEqual([])
  })

  it('keeps every folder of core a domain area or shared', () => {
    const folders = new Set(coreFiles.map((f) => relative('core', f).split(sep)).filter((p) => p.length > 1).map((p) => p[0]))
    expect([...folders].filter((f) => !CORE_AREAS.includes(f ?? '')).sort()).toEqual([])
  })
  it('has no circle of imports in core (type imports included)', () => {
    const files = new Set(coreFiles.filter((f) => f.endsWith('.ts')).map((f) => normalize(f)))
    const importsOf = (f: string): string[] => {
      const text = readFileSync(join(root, f), 'utf8')
      const specs = [...text.matchAll(/^(?:import|export)\b[^'"]*?from\s+'(\.{1,2}\/[^']+)'/gm)].map((m) => m[1] ?? '')
      return specs.map((s) => normalize(join(dirname(f), s))).flatMap((b) => [`${b}.ts`, join(b, 'index.ts')]).filter((c) => files.has(c))
    }
    const graph = new Map([...files].map((f) => [f, importsOf(f)]))
    const state = new Map<string, 'open' | 'done'>()
    const circles: string[] = []
    const visit = (f: string, path: readonly string[]): void => {
      if (state.get(f) === 'done') return
      if (state.get(f) === 'open') {
        circles.push([...path.slice(path.indexOf(f)), f].join(' -> '))
        return
      }
      state.set(f, 'open')
      for (const g of graph.get(f) ?? []) visit(g, [...path, f])
      state.set(f, 'done')
    }
    for (const f of files) visit(f, [])
    expect(graph.size).toBeGreaterThan(400)
    expect(circles).toEqual([])
  })
})
