import { describe, expect, it } from 'vitest'
import {
  EMPTY_RESOLVE_TASK_FORM,
  asksCallBackTime,
  chooseTaskFollowUp,
  chooseTaskStatus,
  chooseTaskSubStatus,
} from '../../../../core/task/resolve-task-form-state.rule'
import { epochMs } from '../../../../core/shared/brands'

const filled = {
  status: 'CONNECTED',
  subStatus: 'INTERESTED',
  followUp: 'TIME_BASED_CALL_BACK',
  callbackTime: epochMs(1_800_000_000_000),
  remarks: 'call at 6',
}

describe('Task resolution form (part 1 §4, part 3 §4)', () => {
  it('choosing a status resets the sub-status and follow-up', () => {
    expect(chooseTaskStatus(filled, 'NOT_CONNECTED')).toEqual({ status: 'NOT_CONNECTED', remarks: 'call at 6' })
  })
  it('choosing the status already chosen changes nothing', () => {
    expect(chooseTaskStatus(filled, 'CONNECTED')).toBe(filled)
  })
  it('a follow-up with option TIME_BASED_CALL_BACK additionally asks for a date and time', () => {
    const s = chooseTaskFollowUp(chooseTaskSubStatus(chooseTaskStatus(EMPTY_RESOLVE_TASK_FORM, 'CONNECTED'), 'INTERESTED'), 'TIME_BASED_CALL_BACK')
    expect(asksCallBackTime(s)).toBe(true)
    expect(asksCallBackTime(chooseTaskFollowUp(s, 'NO_CALL_BACK'))).toBe(false)
  })
  it('another follow-up option drops the call-back time', () => {
    expect(chooseTaskFollowUp(filled, 'NO_CALL_BACK')).toEqual({ status: 'CONNECTED', subStatus: 'INTERESTED', followUp: 'NO_CALL_BACK', remarks: 'call at 6' })
  })
  it('choosing another sub-status resets the follow-up', () => {
    expect(chooseTaskSubStatus(filled, 'NOT_INTERESTED')).toEqual({ status: 'CONNECTED', subStatus: 'NOT_INTERESTED', remarks: 'call at 6' })
  })
})
