import type { EpochMs } from '../shared/brands'

export type CentreType = 'GYMFIT' | 'ONEPASS' | 'CULT' | 'PLAY' | 'BOOTCAMP'
export type CentreModel = 'COCO' | 'FOFO' | 'MARKETPLACE'

/** A fitness or sports centre (part 1 §3). */
export type Centre = {
  readonly id: number
  readonly centerServiceId: number
  readonly cultCenterId?: number
  readonly name: string
  readonly locality: string
  readonly type: CentreType
  /** HYBRID, or absent. */
  readonly category?: string
  /** LUX, or absent. */
  readonly subType?: string
  readonly linkedCenterId?: number
  readonly centerModel: CentreModel
  readonly contextNames: readonly string[]
  readonly skus: readonly { readonly id: number }[]
  readonly cityId: number
  readonly terminationDate?: EpochMs
}

/** The signed-in staff member as the centre details call describes them. */
export type UserContext = {
  readonly id: string
  readonly name: string
  readonly email: string
  readonly empId?: string
  readonly cultEmployeeId?: string
  readonly phone?: string
}

/** Answer of the "get centres / centre details" call. */
export type CentreDetails = {
  readonly centers: readonly Centre[]
  readonly userContext: UserContext
  /** Ids of the centres where personal training is enabled. */
  readonly gymPtEnabledCenter: readonly number[]
}
