import type { TaskEither } from 'fp-ts/TaskEither'
import type { GatewayError } from '../shared/errors'
import type { Employee, SealedAgent } from './staff'

/** The people working at a centre. */
export interface StaffDirectory {
  employees(centerServiceId: number, roles?: readonly string[]): TaskEither<GatewayError, readonly Employee[]>
  agents(centerServiceId: number, ptOnly: boolean): TaskEither<GatewayError, readonly SealedAgent[]>
}
