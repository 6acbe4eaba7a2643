import type { Either } from 'fp-ts/Either'
import { type DispositionTree, type ResolveTaskField, type TaskResolution, validateResolveTask } from './resolve-task.rule'
import type { EpochMs } from '../shared/brands'
import type { ValidationFailed } from '../shared/errors'
import type { CampaignConfig, Task } from './task'

/** The form's disposition tree from a task's campaign configuration (status -> sub-status -> follow-ups). */
export const dispositionTree = (c: CampaignConfig): DispositionTree => {
  const tree: Record<string, Record<string, readonly string[]>> = {}
  for (const status of c.dispositions) {
    const subs: Record<string, readonly string[]> = {}
    for (const sub of c.dispositionsHierarchy[status] ?? []) subs[sub] = c.followUpOptions[sub] ?? []
    tree[status] = subs
  }
  return tree
}

const text = (draft: unknown, key: string): string | undefined => {
  if (typeof draft !== 'object' || draft === null) return undefined
  const v = (draft as Record<string, unknown>)[key]
  return typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined
}

/** A tree that accepts exactly the drafted choices: used when the task's configuration is not at hand. */
const treeOfDraft = (draft: unknown): DispositionTree => {
  const status = text(draft, 'status')
  if (status === undefined) return {}
  const sub = text(draft, 'subStatus')
  const followUp = text(draft, 'followUp')
  return { [status]: sub === undefined ? {} : { [sub]: followUp === undefined ? [] : [followUp] } }
}

/**
 * Resolve Task validation (part 1 §5, part 3 §5) through the forms rule: with the task, against its
 * campaign configuration and expiry; without it (a script that only knows the uuid), the required
 * fields and the call-back time's lower bound are checked here and the rest by the server.
 */
export const validateResolution = (
  draft: unknown,
  task: Pick<Task, 'campaignConfig' | 'expiryTime'> | undefined,
  now: EpochMs,
): Either<ValidationFailed<ResolveTaskField>, TaskResolution> =>
  task === undefined
    ? validateResolveTask(draft, treeOfDraft(draft), now, undefined)
    : validateResolveTask(draft, dispositionTree(task.campaignConfig), now, task.expiryTime)
