import { readFileSync, readdirSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

/*
 * Dates, times and counts are written by the core's formatters only (core/shared/display-format.ts),
 * and days are entered through the DatePicker widget (dd-MM-yyyy), never the browser's date input
 * that follows the browser's language. A new screen that writes its own format fails here.
 */

const ROOT = join(__dirname, '..', '..')

const sources = (dir: string): string[] =>
  readdirSync(join(ROOT, dir)).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(join(ROOT, path)).isDirectory()) return sources(path)
    return /\.(ts|tsx)$/.test(name) ? [path] : []
  })

const offences = (dirs: readonly string[], pattern: RegExp): string[] =>
  dirs.flatMap(sources).flatMap((file) =>
    readFileSync(join(ROOT, file), 'utf8')
      .split('\n')
      .flatMap((line, i) => (pattern.test(line) && !line.trimStart().startsWith('*') && !line.trimStart().startsWith('//') ? [`${relative(ROOT, join(ROOT, file))}:${i + 1}: ${line.trim()}`] : [])),
  )

describe('one set of display formats', () => {
  it("no screen uses the browser's date input (its text follows the browser's language)", () => {
    expect(offences(['ui'], /type=["{']+date["}']|type:\s*'date'/)).toEqual([])
  })

  it('nothing formats with the platform locale (toLocaleString and friends)', () => {
    expect(offences(['core', 'ui', 'adapters', 'composition', 'sandbox'], /\.toLocale(Date|Time)?String\(/)).toEqual([])
  })

  it('screens and adapters write dates, times and numbers through the core, not their own Intl formats', () => {
    expect(offences(['ui', 'adapters', 'composition'], /Intl\.(DateTimeFormat|NumberFormat)|hour12/)).toEqual([])
  })

  it("no format writes 'am'/'pm' in lower case except the spec's session format", () => {
    const lower = offences(['core', 'ui', 'adapters'], /'[^']*\baaa\b[^']*'|(AM|PM|am|pm)\b.*toLowerCase\(\)|h:mm a'\)\.toLowerCase/)
    expect(lower.filter((l) => !l.startsWith('core/customer/profile-dates.rule.ts'))).toEqual([])
  })
})
