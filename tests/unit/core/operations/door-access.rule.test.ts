import { describe, expect, it } from 'vitest'
import { byAttention, devicesOfKind, doorActionsOf } from '../../../../core/operations/door-access.rule'
import type { DoorDeviceKind, DoorStatus } from '../../../../core/operations/door-device'

const d = (name: string, status: DoorStatus, kind: DoorDeviceKind = 'EM_LOCK') => ({ name, status, kind })

describe('Door access rules', () => {
  it('offers CHECKIN and CHECKOUT on a working device or one kept open, nothing on an offline one', () => {
    expect(doorActionsOf({ status: 'FUNCTIONAL' })).toEqual(['CHECKIN', 'CHECKOUT'])
    expect(doorActionsOf({ status: 'DOOR KEPT OPEN' })).toEqual(['CHECKIN', 'CHECKOUT'])
    expect(doorActionsOf({ status: 'OFFLINE' })).toEqual([])
  })

  it('puts offline devices first, then doors kept open, then working ones, each by name', () => {
    const list = [d('Main', 'FUNCTIONAL'), d('Studio', 'OFFLINE'), d('Back', 'FUNCTIONAL'), d('Staff', 'DOOR KEPT OPEN'), d('Annex', 'OFFLINE')]
    expect(byAttention(list).map((x) => x.name)).toEqual(['Annex', 'Studio', 'Staff', 'Back', 'Main'])
  })

  it('filters by device type, or keeps every device when none is chosen', () => {
    const list = [d('Main', 'FUNCTIONAL', 'SWING_BARRIER'), d('Staff', 'FUNCTIONAL', 'EM_LOCK')]
    expect(devicesOfKind(list, 'SWING_BARRIER').map((x) => x.name)).toEqual(['Main'])
    expect(devicesOfKind(list, undefined)).toEqual(list)
  })
})
