import { describe, expect, it } from 'vitest'
import { validateResolveTask, type DispositionTree } from '../../../../core/task/resolve-task.rule'
import { epochMs } from '../../../../core/shared/brands'
import { DAY, errorsOf, NOW, valueOf } from '../../../support/forms'

const tree: DispositionTree = {
  CONNECTED: { INTERESTED: ['TIME_BASED_CALL_BACK', 'NO_CALL_BACK'], NOT_INTERESTED: [] },
  NOT_CONNECTED: {},
}
const expiry = epochMs(NOW + 2 * DAY)

describe('Resolve Task', () => {
  it('needs a status and remarks', () => {
    expect(errorsOf(validateResolveTask({}, tree, NOW, expiry))).toEqual({ status: 'Status is required', remarks: 'Enter Remarks' })
  })
  it('asks for a sub-status only when the hierarchy has options', () => {
    expect(errorsOf(validateResolveTask({ status: 'CONNECTED', remarks: 'r' }, tree, NOW, expiry))).toEqual({ subStatus: 'Sub-status is required' })
    expect(valueOf(validateResolveTask({ status: 'NOT_CONNECTED', remarks: 'r' }, tree, NOW, expiry))).toEqual({ status: 'NOT_CONNECTED', remark: 'r' })
  })
  it('needs a follow-up option when options exist', () => {
    expect(errorsOf(validateResolveTask({ status: 'CONNECTED', subStatus: 'INTERESTED', remarks: 'r' }, tree, NOW, expiry))).toEqual({
      followUp: 'Follow-up is required',
    })
    expect(errorsOf(validateResolveTask({ status: 'CONNECTED', subStatus: 'NOT_INTERESTED', remarks: 'r' }, tree, NOW, expiry))).toEqual({})
  })
  it('needs a call-back time between now and the task expiry for TIME_BASED_CALL_BACK', () => {
    const base = { status: 'CONNECTED', subStatus: 'INTERESTED', followUp: 'TIME_BASED_CALL_BACK', remarks: 'r' }
    expect(errorsOf(validateResolveTask(base, tree, NOW, expiry))).toEqual({ callbackTime: 'Call-back date and time are required' })
    expect(errorsOf(validateResolveTask({ ...base, callbackTime: NOW - 1 }, tree, NOW, expiry))).toEqual({
      callbackTime: 'Call-back time must be between now and the task expiry',
    })
    expect(errorsOf(validateResolveTask({ ...base, callbackTime: expiry + 1 }, tree, NOW, expiry)).callbackTime).toBeDefined()
    expect(valueOf(validateResolveTask({ ...base, callbackTime: expiry }, tree, NOW, expiry)).dispositionConfigData).toEqual({
      leadReactivateType: 'TIME_BASED_CALL_BACK', callbackTime: expiry,
    })
  })
  it('trims the remarks and refuses blank ones', () => {
    expect(errorsOf(validateResolveTask({ status: 'NOT_CONNECTED', remarks: '   ' }, tree, NOW, expiry))).toEqual({ remarks: 'Enter Remarks' })
    expect(valueOf(validateResolveTask({ status: 'NOT_CONNECTED', remarks: '  called back ' }, tree, NOW, expiry)).remark).toBe('called back')
  })
})
