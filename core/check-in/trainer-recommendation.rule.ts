/** What the recommendation looks at for each trainer of a centre. */
export type TrainerLoad = {
  readonly identityId: string
  readonly name: string
  /** An active personal-training service mapping at the centre (part 1 §5: the only trainers offered for PT). */
  readonly activePt: boolean
  /** Members the trainer is assisting now (their check-ins in progress). */
  readonly assisting: number
}

/**
 * The trainer to recommend for a check-in (spec silent; our rule): the member's own PT trainer when
 * that trainer has an active mapping at the centre; else the active trainer assisting the fewest
 * members now (ties by name). A trainer without an active mapping is never recommended; undefined
 * when no trainer is active.
 */
export const recommendedTrainer = (trainers: readonly TrainerLoad[], preferredTrainerId?: string): string | undefined => {
  const active = trainers.filter((t) => t.activePt)
  if (preferredTrainerId !== undefined && active.some((t) => t.identityId === preferredTrainerId)) return preferredTrainerId
  let best: TrainerLoad | undefined
  for (const t of active) if (best === undefined || t.assisting < best.assisting || (t.assisting === best.assisting && t.name < best.name)) best = t
  return best?.identityId
}
