import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { PERSONAS } from '../../../sandbox/seed/personas'

/*
 * The sandbox README's persona table says what each persona may do; where a row names a resource
 * as 'view only' or 'view and edit', the seeded persona has exactly that (a reader choosing a
 * persona to try a screen with must be able to trust the table).
 */
const rows = readFileSync('sandbox/README.md', 'utf8')
  .split('\n')
  .map((line) => line.split('|').map((cell) => cell.trim()))
  .filter((cells) => cells.length === 6 && PERSONAS.some((p) => p.persona === cells[1]))

/** The resources a phrase such as 'A, B and C view only' names, with the levels it claims. */
const claims = (text: string): [string, readonly string[]][] =>
  [...text.matchAll(/((?:[A-Z][A-Z0-9_]+(?:, | and )?)+) (view only|view and edit)/g)].flatMap((m) =>
    (m[1] ?? '')
      .split(/, | and /)
      .filter((r) => r !== '')
      .map((r): [string, readonly string[]] => [r, m[2] === 'view only' ? ['VIEW'] : ['VIEW', 'EDIT']]),
  )

describe("the sandbox README's persona table", () => {
  it('lists every persona', () => {
    expect(rows.map((r) => r[1]).sort()).toEqual(PERSONAS.map((p) => p.persona).sort())
  })

  it.each(rows.map((r) => [r[1] as string, r[4] as string] as const))('states the levels %s has', (persona, text) => {
    const seeded = PERSONAS.find((p) => p.persona === persona)!
    for (const [resource, levels] of claims(text)) expect([...(seeded.permissions[resource] ?? [])].sort(), `${persona} ${resource}`).toEqual([...levels].sort())
  })

  it('reads a claim as the words say', () => {
    expect(claims('as the owner, TROUBLESHOOT_DEBUG and LEAD_TRANSFER view only')).toEqual([
      ['TROUBLESHOOT_DEBUG', ['VIEW']],
      ['LEAD_TRANSFER', ['VIEW']],
    ])
  })
})
