import type { EpochMs } from '../shared/brands'

export type LeaveStatus = 'PENDING' | 'APPROVED' | 'REJECTED'
export type LeaveDecision = 'APPROVED' | 'REJECTED'

/** A leave request of an employee at a centre: its centre days (inclusive), reason and decision. */
export type LeaveRequest = {
  readonly id: string
  readonly agentId: string
  readonly name: string
  readonly primaryRole: string
  readonly centerServiceId: number
  readonly startDay: string
  readonly endDay: string
  readonly reason: string
  readonly status: LeaveStatus
  readonly decidedBy: string | undefined
  readonly decidedAt: EpochMs | undefined
  /** The signed-in staff member's own request (they never decide it). */
  readonly mine: boolean
  /** The employee's booked PT sessions within the leave's days (a waiting or approved request): approving leaves them to be moved. */
  readonly ptSessionsInLeave?: readonly LeavePtSession[]
}

/** A booked PT session with a customer, at a time the trainer asks to be on leave. */
export type LeavePtSession = { readonly id: number; readonly startTime: EpochMs; readonly customerName: string }

/** A group-exercise class a GX trainer takes at a centre (v1/gxTrainer). */
export type GxShift = {
  readonly id: string
  readonly className: string
  readonly trainerName: string
  readonly cultEmployeeId: string
  readonly centerServiceId: number
  readonly startTime: EpochMs
  readonly endTime: EpochMs
}

export type DelinquencyStatus = 'OPEN' | 'REVERSAL_REQUESTED' | 'REVERSED'

/** A delinquency recorded against the signed-in employee at a centre (v1/delinquency). */
export type Delinquency = {
  readonly id: string
  readonly empId: string
  readonly centerServiceId: number
  readonly day: string
  readonly kind: string
  readonly points: number
  readonly status: DelinquencyStatus
  readonly reversalReason: string | undefined
}

/** One attire/grooming audit of the signed-in employee. */
export type GroomingAudit = { readonly day: string; readonly score: number; readonly outOf: number; readonly remarks: string }
export type GroomingScore = { readonly empId: string; readonly audits: readonly GroomingAudit[] }
