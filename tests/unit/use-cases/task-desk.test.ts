import { describe, expect, it } from 'vitest'
import { centreFromWire } from '../../../adapters/http/centre-directory.http'
import { createTestPortal } from '../../../composition/test/container'
import { epochMs } from '../../../core/shared/brands'
import { DAY_MS } from '../../../core/shared/constants'
import * as M from '../../../core/shared/messages'
import { taskDueState } from '../../../core/task/task-due.rule'
import { seedCentres } from '../../../sandbox/seed/centres'
import { seedDemoWorld } from '../../support/profile-world'
import { seedTaskDeskWorld } from '../../support/task-desk-world'

const NOW = Date.UTC(2026, 10, 25, 6, 30)
const details = {
  centers: seedCentres(NOW).map((c) => centreFromWire(c.wire)),
  userContext: { id: 'staff-internal-cm', name: 'Farah Khan', email: 'farah.internal@centres.example' },
  gymPtEnabledCenter: [],
}
const portal = () =>
  createTestPortal({
    centreDetails: details,
    now: NOW,
    seedProfile: seedDemoWorld,
    seedTaskDesk: seedTaskDeskWorld,
  })

describe('the task desk use cases (/crmTasks), wired in the test composition', () => {
  it('resolves a task with a timed call-back: it leaves the open list and is due at its call-back', async () => {
    const { useCases } = portal()
    const open = await useCases.loadCentreTasks({ centreId: 3, status: 'OPEN', page: 1 })()
    if (open._tag === 'Left') throw new Error(open.left.message)
    const task = open.right.tasks.find((t) => (t.campaignConfig.dispositionsHierarchy.CONNECTED ?? []).includes('INTERESTED'))
    if (task === undefined) throw new Error('an open task at HSR Cult')
    const callbackTime = NOW + 2 * DAY_MS
    const r = await useCases.resolveTask({ taskUuid: task.uuid, task, draft: { status: 'CONNECTED', subStatus: 'INTERESTED', followUp: 'TIME_BASED_CALL_BACK', callbackTime, remarks: ' call on Friday ' } })()
    expect(r._tag === 'Right' && r.right.message).toBe(M.TASK_RESOLVED)
    const after = await useCases.loadCentreTasks({ centreId: 3, status: 'CONNECTED', due: 'UPCOMING', page: 1 })()
    expect(after._tag === 'Right' && after.right.tasks.map((t) => t.uuid)).toContain(task.uuid)
    expect(taskDueState(epochMs(callbackTime), epochMs(NOW))).toBe('UPCOMING')
    const stillOpen = await useCases.loadCentreTasks({ centreId: 3, status: 'OPEN', page: 1 })()
    expect(stillOpen._tag === 'Right' && stillOpen.right.tasks.map((t) => t.uuid)).not.toContain(task.uuid)
  })

  it("answers the call summaries, and the server's words for an unknown task", async () => {
    const { useCases } = portal()
    const s = await useCases.loadCallSummary('crm-3-01')()
    expect(s._tag === 'Right' && s.right.length).toBeGreaterThan(0)
    const none = await useCases.loadCallSummary('crm-none')()
    expect(none._tag === 'Left' && none.left).toMatchObject({ _tag: 'CallSummaryUnavailable', message: M.TASK_NOT_FOUND })
  })

  it("refuses a centre that is not the staff member's", async () => {
    const { useCases } = createTestPortal({ centreDetails: { ...details, centers: details.centers.filter((c) => c.id === 1) }, now: NOW, seedProfile: seedDemoWorld, seedTaskDesk: seedTaskDeskWorld })
    const r = await useCases.loadCentreTasks({ centreId: 3, page: 1 })()
    expect(r._tag === 'Left' && r.left.message).toBe(M.TASK_CENTRE_NOT_YOURS)
  })
})
