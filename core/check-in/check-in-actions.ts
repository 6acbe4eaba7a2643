import { type PasscodeField } from './passcode-check-in.rule'
import type { ValidationFailed } from '../shared/errors'
import { type ActionFailed } from '../shared/outcome'
import type { CheckInRegistry } from './check-in-registry.port'

export type CheckInDeps = { readonly checkIns: CheckInRegistry }
export type CheckInError = ActionFailed<'CheckInFailed'>

export type PasscodeRequest = { readonly draft: unknown; readonly centerId: number }
export type PasscodeError = ValidationFailed<PasscodeField> | CheckInError
