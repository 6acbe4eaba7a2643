import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { AVATAR_PALETTE } from '../../../ui/theme/avatar-colour'
import { DECORATIVE, STATE_MARKS, TEXT_ON_BACKGROUND, type ThemeColour } from '../../../ui/theme/colour-pairs'
import { theme } from '../../../ui/theme/theme'

/*
 * WCAG 2.x contrast, computed here from the definition (relative luminance of sRGB, (L1 + 0.05) /
 * (L2 + 0.05)): text needs 4.5:1 (AA), a mark that tells a state without words 3:1 (1.4.11).
 */
const channel = (v: number): number => {
  const c = v / 255
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
}
const luminance = (hex: string): number => {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex)
  if (m === null) throw new Error(`not a #rrggbb colour: ${hex}`)
  const [r, g, b] = [m[1], m[2], m[3]].map((x) => channel(parseInt(x ?? '0', 16)))
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0)
}
const contrast = (a: string, b: string): number => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05)
}
const colour = (name: ThemeColour): string => theme.color[name]
/** A colour written out: a hex colour (#rgb, #rrggbb, #rrggbbaa), rgb(), rgba(), hsl(), hsla(), or white or black as a CSS value. */
const literal = /#[0-9a-f]{3}(?:[0-9a-f]{3}(?:[0-9a-f]{2})?)?\b(?![-\w])|\b(?:rgba?|hsla?)\(|:\s*(?:white|black)\s*[;`]/i

const sourcesUnder = (dir: string): string[] =>
  readdirSync(dir).flatMap((f) => {
    const p = join(dir, f)
    return statSync(p).isDirectory() ? sourcesUnder(p) : /\.tsx?$/.test(f) ? [p] : []
  })

describe('the theme’s colours pass WCAG AA wherever they carry meaning', () => {
  it('the contrast oracle agrees with known values (black on white 21:1, a colour on itself 1:1, the old success green 4.37:1)', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5)
    expect(contrast('#2b8a3e', '#2b8a3e')).toBe(1)
    expect(contrast('#2b8a3e', '#ffffff')).toBeCloseTo(4.37, 2)
  })

  it.each(TEXT_ON_BACKGROUND.map(([fg, bg, where]) => [where, fg, bg] as const))('text, %s: %s on %s is at least 4.5:1', (_where, fg, bg) => {
    expect(contrast(colour(fg), colour(bg))).toBeGreaterThanOrEqual(4.5)
  })

  it.each(STATE_MARKS.map(([fg, bg, where]) => [where, fg, bg] as const))('state mark, %s: %s on %s is at least 3:1', (_where, fg, bg) => {
    expect(contrast(colour(fg), colour(bg))).toBeGreaterThanOrEqual(3)
  })

  it('every status colour is paired with each background it is shown on, and every colour of the theme is accounted for', () => {
    const foregrounds = new Set(TEXT_ON_BACKGROUND.map(([fg]) => fg))
    for (const status of ['success', 'successStrong', 'danger', 'onStatus'] as const) expect(foregrounds, status).toContain(status)
    // The success toast and the error toast: white words on the status colour.
    expect(TEXT_ON_BACKGROUND).toContainEqual(['onStatus', 'success', expect.any(String)])
    expect(TEXT_ON_BACKGROUND).toContainEqual(['onStatus', 'danger', expect.any(String)])
    const named = new Set<string>([...TEXT_ON_BACKGROUND, ...STATE_MARKS].flatMap(([fg, bg]) => [fg, bg]))
    for (const d of DECORATIVE) named.add(d)
    named.add('onAvatar') // checked on every colour of the avatar palette (below)
    const missing = Object.keys(theme.color).filter((c) => !named.has(c))
    expect(missing, 'a new colour of the theme says where it is shown (ui/theme/colour-pairs.ts)').toEqual([])
  })

  it('every theme colour the screens use as a text colour is a checked text colour', () => {
    const used = new Set<string>()
    for (const file of sourcesUnder('ui')) {
      for (const line of readFileSync(file, 'utf8').split('\n')) {
        // `color: ${theme.color.x}` or `color: ${(p) => (… ? theme.color.x : theme.color.y)}` (not background-color, border-color).
        const decl = /(?:^|[\s;{`])color:\s*(.*)$/.exec(line)
        if (decl === null) continue
        const value = (decl[1] ?? '').split(/;\s*[a-z-]+:/)[0] ?? ''
        for (const m of value.matchAll(/theme\.color\.(\w+)/g)) used.add(m[1] ?? '')
      }
    }
    expect(used.size).toBeGreaterThan(5)
    const checked = new Set<string>([...TEXT_ON_BACKGROUND.map(([fg]) => fg), 'onAvatar'])
    expect([...used].filter((c) => !checked.has(c)).sort()).toEqual([])
  })

  it.each(AVATAR_PALETTE.map((c) => [c]))('an avatar’s initials on %s are at least 4.5:1', (background) => {
    expect(contrast(colour('onAvatar'), background)).toBeGreaterThanOrEqual(4.5)
  })

  it('no screen draws with a colour of its own: every colour is the theme’s, where its contrast is checked', () => {
    const found: string[] = []
    for (const file of sourcesUnder('ui')) {
      if (file.startsWith(join('ui', 'theme'))) continue
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, i) => {
          if (literal.test(line)) found.push(`${file}:${i + 1}: ${line.trim()}`)
        })
    }
    expect(found, 'name the colour in ui/theme/theme.ts and say where it is shown (ui/theme/colour-pairs.ts)').toEqual([])
  })

  it('the colour finder finds what it is for and not ids or anchors', () => {
    for (const css of ['color: #fff;', 'border: 1px solid #8a94a8;', "fg: '#8a4b00'", 'background: rgba(0, 0, 0, 0.5);', 'color: hsl(0 0% 0%);', 'color: white;'])
      expect(literal.test(css), css).toBe(true)
    for (const other of ["querySelector('#member-search')", "href='#content'", 'color: ${theme.color.text};', "'#add-child'"]) expect(literal.test(other), other).toBe(false)
  })

  it('every form control draws its edge in the control colour, not the divider grey (WCAG 1.4.11)', () => {
    const found: string[] = []
    for (const file of sourcesUnder('ui')) {
      if (file.startsWith(join('ui', 'theme'))) continue
      const lines = readFileSync(file, 'utf8').split('\n')
      // A control's own rules: a styled input, select or textarea (to the template's end), or a
      // nested rule whose selectors name one (to its closing brace).
      let template = false
      let depth = 0
      let selector = ''
      lines.forEach((line, i) => {
        const text = line.trim()
        if (/styled\.(input|select|textarea)\b/.test(text)) template = true
        else if (/=\s*styled[.(]/.test(text)) template = false
        if (depth > 0) depth += (text.match(/\{/g) ?? []).length - (text.match(/\}/g) ?? []).length
        else if (text.endsWith(',')) selector += text
        else if (text.endsWith('{')) {
          if (/(^|[\s,])(input|select|textarea)\b/.test(selector + text)) depth = 1
          selector = ''
        } else selector = ''
        const own = template || depth > 0
        if (own && /border(-color)?:[^;]*theme\.color\.border\b/.test(text)) found.push(`${file}:${i + 1}: ${text}`)
        if (text === '`') template = false
      })
    }
    expect(found, 'a form control’s edge is theme.color.control').toEqual([])
  })
})
