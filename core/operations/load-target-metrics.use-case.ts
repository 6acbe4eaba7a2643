import { pipe } from 'fp-ts/function'
import type { TaskEither } from 'fp-ts/TaskEither'
import { TARGET_METRIC_FETCH_FAILED } from '../shared/messages'
import { type ActionFailed, fetchAs } from '../shared/outcome'
import type { TargetMetric } from './target-upload'
import type { TargetUploadDeps } from './target-upload-deps'

/** The target metrics of an entity, fetched when the entity is picked ('Target Metric could not be fetched'). */
export const loadTargetMetrics =
  (d: TargetUploadDeps) =>
  (r: { readonly centreId: number; readonly entity: string }): TaskEither<ActionFailed<'TargetMetricsFailed'>, readonly TargetMetric[]> =>
    pipe(d.targets.targetMetrics(r.centreId, r.entity), fetchAs('TargetMetricsFailed', () => TARGET_METRIC_FETCH_FAILED))
