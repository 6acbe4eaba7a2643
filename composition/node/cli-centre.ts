import type { Centre } from '../../core/centre/centre'
import type { UseCases } from '../../core/use-cases'

/** A command line the CLI cannot run (exit 2), as opposed to a refusal or a failure (exit 1). */
export class UsageError extends Error {}

/** A `--name value` option's value (a bare `--name` reads as not given). */
export const optionValue = (options: ReadonlyMap<string, readonly string[]>, name: string): string | undefined => {
  const v = options.get(name)?.[0]
  return v === 'true' ? undefined : v
}

/**
 * The centre a command works at: `--centre` (a centre id or a centre service id) among the signed-in
 * staff member's centres, else their selected centre. An unknown centre is a usage error; a
 * centre context that cannot be read is a failure.
 */
export const chosenCentre = async (portal: UseCases, wanted: string | undefined): Promise<Centre> => {
  const ctx = await portal.loadCentreContext()()
  if (ctx._tag === 'Left') throw new Error(`${ctx.left._tag}: ${ctx.left.message}`)
  const centre = wanted === undefined ? ctx.right.selected : ctx.right.centers.find((c) => String(c.centerServiceId) === wanted || String(c.id) === wanted)
  if (centre === undefined) throw new UsageError(`You have no centre ${wanted ?? ''}`.trim())
  return centre
}
