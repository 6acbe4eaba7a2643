/**
 * What each CLI command accepts, checked once before it runs so that exit codes mean one thing
 * everywhere: 0 done, 1 refused or failed, 2 usage (an unknown command or flag, a missing flag, a
 * value that is not a number or a day, a centre that is not one of yours).
 */

/** How a flag's value is read: text, a number, a centre day, a switch (no value), a centre id; `many` may repeat. */
export type FlagKind = 'text' | 'number' | 'day' | 'switch' | 'centre' | 'centre-or-id'
export type FlagSpec = { readonly kind: FlagKind; readonly required?: boolean; readonly many?: boolean }
export type CommandSpec = {
  readonly flags: Readonly<Record<string, FlagSpec>>
  /** Arguments before the flags: how many are needed and how many are allowed. */
  readonly positionals?: { readonly min: number; readonly max: number }
}

/** The exit code of a usage error. */
export const USAGE_EXIT = 2

const DAY = /^\d{4}-\d{2}-\d{2}$/
const NUMBER = /^-?\d+(\.\d+)?$/

/** Splits arguments into positionals (before the first flag) and flags with their values. */
export const splitArgs = (args: readonly string[]): { readonly positional: readonly string[]; readonly flags: readonly (readonly [string, string | undefined])[] } => {
  const positional: string[] = []
  const flags: [string, string | undefined][] = []
  for (let i = 0; i < args.length; i++) {
    const a = args[i] ?? ''
    if (!a.startsWith('--')) {
      if (flags.length === 0) positional.push(a)
      else flags.push(['', a])
      continue
    }
    const next = args[i + 1]
    if (next === undefined || next.startsWith('--')) flags.push([a.slice(2), undefined])
    else {
      flags.push([a.slice(2), next])
      i++
    }
  }
  return { positional, flags }
}

/** The usage problem of a command line, or undefined when the command may run. */
export const usageProblem = (command: string, spec: CommandSpec, args: readonly string[]): string | undefined => {
  const { positional, flags } = splitArgs(args)
  const p = spec.positionals ?? { min: 0, max: 0 }
  if (positional.length < p.min) return `${command} needs ${p.min === 1 ? 'an argument' : `${p.min} arguments`} before its flags`
  if (positional.length > p.max) return `${command} takes ${p.max === 0 ? 'no argument' : `at most ${p.max}`}: '${positional[p.max] ?? ''}' is not one`
  const seen = new Set<string>()
  for (const [name, value] of flags) {
    if (name === '') return `Unexpected argument '${value ?? ''}'`
    const f = spec.flags[name]
    if (f === undefined) return `${command} has no --${name} (its flags: ${Object.keys(spec.flags).map((k) => `--${k}`).join(', ') || 'none'})`
    if (seen.has(name) && f.many !== true) return `--${name} is given twice`
    seen.add(name)
    if (f.kind === 'switch') {
      if (value !== undefined) return `--${name} takes no value`
      continue
    }
    if (value === undefined) return `--${name} needs a value`
    if (f.kind === 'number' && !NUMBER.test(value)) return `--${name} must be a number, not '${value}'`
    if ((f.kind === 'centre' || f.kind === 'centre-or-id') && !/^\d{1,9}$/.test(value)) return `--${name} must be a centre id, not '${value}'`
    if (f.kind === 'day' && !DAY.test(value)) return `--${name} must be a day as YYYY-MM-DD, not '${value}'`
  }
  for (const [name, f] of Object.entries(spec.flags)) if (f.required === true && !seen.has(name)) return `--${name} is required`
  return undefined
}

/** The centre a command line names (--centre), with how it may be written. */
export const centreNamed = (spec: CommandSpec, args: readonly string[]): { readonly value: number; readonly orId: boolean } | undefined => {
  const f = spec.flags.centre
  if (f === undefined) return undefined
  const given = splitArgs(args).flags.find(([n]) => n === 'centre')?.[1]
  return given === undefined ? undefined : { value: Number(given), orId: f.kind === 'centre-or-id' }
}
