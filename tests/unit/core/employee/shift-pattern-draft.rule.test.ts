import { describe, expect, it } from 'vitest'
import { validatePatternDraft } from '../../../../core/employee/shift-pattern-draft.rule'
import * as M from '../../../../core/shared/messages'

const draft = { centerServiceId: 1001, name: ' Late ', weekdays: [4, 2, 4], start: '16:00', end: '00:00', kind: 'LIFE_GUARD' as const }

describe('the New shift pattern form', () => {
  it('builds one day per chosen weekday, in order, the name trimmed; an end of 00:00 is midnight', () => {
    expect(validatePatternDraft(draft)).toEqual({
      _tag: 'Right',
      right: {
        centerServiceId: 1001,
        name: 'Late',
        days: [
          { weekday: 2, startMinute: 960, endMinute: 1440, kind: 'LIFE_GUARD' },
          { weekday: 4, startMinute: 960, endMinute: 1440, kind: 'LIFE_GUARD' },
        ],
      },
    })
  })
  it('says every problem at once: no name, no day, an end before the start', () => {
    expect(validatePatternDraft({ ...draft, name: '  ', weekdays: [], start: '10:00', end: '09:00' })).toEqual({
      _tag: 'Left',
      left: { _tag: 'ValidationFailed', errors: { name: M.PATTERN_NAME_REQUIRED, weekdays: M.PATTERN_DAYS_REQUIRED, end: M.SHIFT_END_BEFORE_START } },
    })
    expect(validatePatternDraft({ ...draft, name: 'x'.repeat(61), start: '' })).toEqual({
      _tag: 'Left',
      left: { _tag: 'ValidationFailed', errors: { name: M.PATTERN_NAME_TOO_LONG, start: M.SHIFT_TIME_REQUIRED } },
    })
  })
})
