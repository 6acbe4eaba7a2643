import { ESLint } from 'eslint'
import { beforeAll, describe, expect, it } from 'vitest'

// The project's real config, loaded once (loading typescript-eslint is the slow part).
let eslint: ESLint
beforeAll(async () => {
  eslint = new ESLint({ cwd: process.cwd() })
  await eslint.lintText('export {}', { filePath: 'ui/warm-up.tsx' })
}, 120_000)

const restricted = async (filePath: string, code: string): Promise<number> => {
  const [result] = await eslint.lintText(code, { filePath })
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-syntax').length
}

describe("the browser's own date and time inputs are refused in the UI", { timeout: 30_000 }, () => {
  it.each([
    ['a time input', 'export const A = () => <input type="time" />'],
    ['a date input', 'export const A = () => <input type="date" />'],
    ['a date-time input', 'export const A = () => <input type="datetime-local" />'],
    ['a month input', "export const A = () => <input type={'month'} />"],
    ['a week input', 'export const A = () => <input type={`week`} />'],
    ['a field component told to draw a time input', "export const A = ({ F }: { F: (p: { type: string }) => null }) => <F type='time' />"],
  ])('refuses %s on a screen', async (_, code) => {
    expect(await restricted('ui/leads/bad.tsx', code)).toBe(1)
  })

  it('accepts text, tel and number inputs', async () => {
    const code = 'export const A = () => <><input type="text" /><input type="tel" /><input type="number" /></>'
    expect(await restricted('ui/leads/good.tsx', code)).toBe(0)
  })

  it('lets the picker widgets themselves be written', async () => {
    expect(await restricted('ui/widgets/time-picker.tsx', 'export const A = () => <input type="time" />')).toBe(0)
    expect(await restricted('ui/widgets/date-picker.tsx', 'export const A = () => <input type="date" />')).toBe(0)
  })
})
