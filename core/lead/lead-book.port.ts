import type { TaskEither } from 'fp-ts/TaskEither'
import type { GatewayError } from '../shared/errors'
import type { LeadCapture, LeadSearch, LeadSearchResult } from './lead'

export interface LeadBook {
  capture(l: LeadCapture): TaskEither<GatewayError, number>
  search(q: LeadSearch): TaskEither<GatewayError, LeadSearchResult>
}
