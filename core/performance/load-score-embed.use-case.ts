import type { TaskEither } from 'fp-ts/TaskEither'
import type { GatewayError } from '../shared/errors'
import type { ScoreEmbed } from './performance'
import type { PerformanceDesk } from './performance-desk.port'

/** CM Score: the embedded dashboard's signed, expiring URL for the signed-in staff member at a centre (v1/metabase/iframeUrl). */
export const loadScoreEmbed =
  (d: { readonly performance: PerformanceDesk }) =>
  (centreId: number): TaskEither<GatewayError, ScoreEmbed> =>
    d.performance.scoreEmbed(centreId)
