import { describe, expect, it } from 'vitest'
import { createManualClock } from '../../../adapters/clock/manual-clock'
import { createInMemoryDoorDesk } from '../../../adapters/in-memory/door-desk.in-memory'
import { createInMemoryIssueDesk } from '../../../adapters/in-memory/issue-desk.in-memory'
import { actOnDoor } from '../../../core/operations/act-on-door.use-case'
import { loadDoorDevices } from '../../../core/operations/load-door-devices.use-case'
import { loadIssues } from '../../../core/operations/load-issues.use-case'
import { reportIssue } from '../../../core/operations/report-issue.use-case'
import { DOOR_ACTION_DONE, DOOR_DEVICE_OFFLINE, FIELD_REQUIRED, injuryTicketCreated } from '../../../core/shared/messages'

const T0 = Date.UTC(2026, 10, 25, 6, 30)

describe('Report Issue use cases', () => {
  it("files a valid report and answers 'Ticket created Successfully: {id}'; the list shows it first", async () => {
    const clock = createManualClock(T0)
    const issues = createInMemoryIssueDesk({ clock, staffName: 'Meera Iyer' })
    const r = await reportIssue({ issues })({ centreId: 1, draft: { category: 'TABLET', categoryComment: '', title: 'Tablet frozen', description: 'Needs a restart' } })()
    if (r._tag === 'Left') throw new Error(r.left._tag)
    expect(r.right.message).toBe(injuryTicketCreated(r.right.value.id))
    clock.advance(60_000)
    await reportIssue({ issues })({ centreId: 1, draft: { category: 'FACILITY', categoryComment: '', title: 'Later', description: 'x' } })()
    const list = await loadIssues({ issues })({ centreId: 1 })()
    expect(list._tag === 'Right' ? list.right.map((i) => i.title) : []).toEqual(['Later', 'Tablet frozen'])
    expect(list._tag === 'Right' ? list.right[1] : undefined).toMatchObject({ status: 'OPEN', reportedBy: 'Meera Iyer', reportedAt: T0 })
  })

  it('refuses an incomplete form with every field error and files nothing', async () => {
    const issues = createInMemoryIssueDesk({ clock: createManualClock(T0) })
    const r = await reportIssue({ issues })({ centreId: 1, draft: { category: 'OTHERS', categoryComment: '', title: '', description: 'x' } })()
    expect(r).toEqual({ _tag: 'Left', left: { _tag: 'ValidationFailed', errors: { categoryComment: FIELD_REQUIRED, title: FIELD_REQUIRED } } })
    expect(issues.issues).toHaveLength(0)
  })
})

describe('Door Access Control use cases', () => {
  it('lists the devices needing attention first', async () => {
    const doors = createInMemoryDoorDesk({ clock: createManualClock(T0) })
    const r = await loadDoorDevices({ doors })({ centreId: 1 })()
    expect(r._tag === 'Right' ? r.right.map((d) => d.status) : []).toEqual(['OFFLINE', 'DOOR KEPT OPEN', 'FUNCTIONAL'])
  })

  it('opens a door with the words for its action, and refuses an offline device with the reason', async () => {
    const doors = createInMemoryDoorDesk({ clock: createManualClock(T0), staffName: 'Vikram Shetty' })
    const ok = await actOnDoor({ doors })({ deviceId: 'DOOR-1-1', action: 'CHECKOUT' })()
    expect(ok).toMatchObject({ _tag: 'Right', right: { message: DOOR_ACTION_DONE.CHECKOUT, value: { lastUse: { action: 'CHECKOUT', by: 'Vikram Shetty', at: T0 } } } })
    const refused = await actOnDoor({ doors })({ deviceId: 'DOOR-1-3', action: 'CHECKIN' })()
    expect(refused).toMatchObject({ _tag: 'Left', left: { _tag: 'DoorActionFailed', message: DOOR_DEVICE_OFFLINE } })
  })
})
