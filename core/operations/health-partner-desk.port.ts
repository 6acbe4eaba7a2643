import type { TaskEither } from 'fp-ts/TaskEither'
import type { GatewayError } from '../shared/errors'
import type { HealthPartnerLink } from './health-partner'

/** The health partner (Tata 1mg, /tata1mg): links for members, their hash computed by the server. */
export interface HealthPartnerDesk {
  generateHash(centreId: number, userId: string): TaskEither<GatewayError, HealthPartnerLink>
  /** The links generated at a centre, newest first. */
  links(centreId: number): TaskEither<GatewayError, readonly HealthPartnerLink[]>
}
