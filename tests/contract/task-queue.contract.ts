import { describe, expect, it } from 'vitest'
import type { TaskQueue } from '../../core/task/task-queue.port'
import { DEMO } from '../support/profile-world'
import { ok } from './profile-contract-support'

/** What every TaskQueue must do. */
export const taskQueueContract = (name: string, make: () => Promise<TaskQueue>): void => {
  describe(`TaskQueue contract: ${name}`, () => {
    it("lists a customer's tasks of the asked pack product types", async () => {
      const tasks = ok(await (await make()).tasks(DEMO.trialLeft.id, ['GYM_JOINING'])())
      expect(tasks.map((t) => t.uuid)).toContain('tsk-0006')
      expect(tasks.every((t) => t.packProductType === 'GYM_JOINING')).toBe(true)
    })

    it('answers a call trail newest first', async () => {
      const trail = ok(await (await make()).callTrail('tsk-0001')())
      expect(trail.length).toBeGreaterThan(0)
      for (let i = 1; i < trail.length; i++) expect((trail[i - 1]?.createdOn ?? 0) >= (trail[i]?.createdOn ?? 0)).toBe(true)
    })

    it('refuses a resolution without its sub-status, then resolves once', async () => {
      const q = await make()
      // tsk-0002 is resolved by no other suite (the sandbox is shared).
      const bad = await q.resolve('tsk-0002', { status: 'CONNECTED', remark: 'x' })()
      expect(bad._tag === 'Left' && bad.left.message).toBe('Sub-status is required')
      const t = ok(await q.resolve('tsk-0002', { status: 'NOT_CONNECTED', subStatus: 'SWITCHED_OFF', remark: 'phone off' })())
      expect(t).toMatchObject({ status: 'NOT_CONNECTED', subStatus: 'SWITCHED_OFF', remark: 'phone off' })
      const again = await q.resolve('tsk-0002', { status: 'NOT_CONNECTED', subStatus: 'SWITCHED_OFF', remark: 'phone off' })()
      expect(again._tag === 'Left' && again.left.message).toBe('This task is already resolved')
    })

    it('answers NotFound for an unknown task', async () => {
      const r = await (await make()).callTrail('tsk-none')()
      expect(r._tag === 'Left' && r.left._tag).toBe('NotFound')
    })
  })
}
