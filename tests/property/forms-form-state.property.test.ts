import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { changeInjuryField, visibleOthersComments, type InjuryFormDraft } from '../../core/injury/injury-form-state.rule'
import { BODY_PARTS, FORMATS_BY_SESSION, SESSION_TYPES, SYMPTOM_CATEGORIES } from '../../core/injury/injury-options'
import type { InjuryField } from '../../core/injury/injury-report.rule'
import { chooseLeadQuality, ptPitchSubmitEnabled, type LeadOwnerState } from '../../core/lead/lead-modal.rule'
import { chooseTaskFollowUp, chooseTaskStatus, chooseTaskSubStatus, type ResolveTaskFormState } from '../../core/task/resolve-task-form-state.rule'
import { epochMs } from '../../core/shared/brands'
import { LEAD_QUALITIES } from '../../core/shared/constants'

const formats = Object.values(FORMATS_BY_SESSION).flat()
const fields: InjuryField[] = ['workout', 'format', 'injuryLocation', 'injuryLocationComment', 'impactedBodyPart', 'impactedBodyPartComment', 'symptomsLevel1', 'symptomsLevel2', 'symptomsLevel2Comment', 'description']
const valueFor = (f: InjuryField): fc.Arbitrary<unknown> =>
  f === 'workout'
    ? fc.constantFrom(...SESSION_TYPES)
    : f === 'format'
      ? fc.constantFrom(...formats)
      : f === 'impactedBodyPart'
        ? fc.constantFrom(...BODY_PARTS)
        : f === 'symptomsLevel1'
          ? fc.constantFrom(...SYMPTOM_CATEGORIES)
          : fc.constantFrom('Others', 'Washroom', 'Pool', 'text')
const change = fc.constantFrom(...fields).chain((f) => valueFor(f).map((v) => [f, v] as const))
const draftArb: fc.Arbitrary<InjuryFormDraft> = fc.array(change, { maxLength: 12 }).map((cs) => cs.reduce<InjuryFormDraft>((d, [f, v]) => changeInjuryField(d, f, v), {}))

describe('injury form state laws', () => {
  it('a change is idempotent: making the same change twice is making it once', () => {
    fc.assert(fc.property(draftArb, change, (d, [f, v]) => {
        expect(changeInjuryField(changeInjuryField(d, f, v), f, v)).toEqual(changeInjuryField(d, f, v))
      }),
    )
  })
  it('a new session type never leaves a format, location or location comment behind', () => {
    fc.assert(
      fc.property(draftArb, fc.constantFrom(...SESSION_TYPES), (d, s) => {
        fc.pre(d.workout !== s)
        const n = changeInjuryField(d, 'workout', s)
        expect([n.format, n.injuryLocation, n.injuryLocationComment]).toEqual([undefined, undefined, undefined])
      }),
    )
  })
  it('a new symptom category never leaves a detail or its comment behind', () => {
    fc.assert(
      fc.property(draftArb, fc.constantFrom(...SYMPTOM_CATEGORIES), (d, c) => {
        fc.pre(d.symptomsLevel1 !== c)
        const n = changeInjuryField(d, 'symptomsLevel1', c)
        expect([n.symptomsLevel2, n.symptomsLevel2Comment]).toEqual([undefined, undefined])
      }),
    )
  })
  it('an Others comment is held only while its choice is Others (reachable drafts)', () => {
    fc.assert(
      fc.property(draftArb, (d) => {
        const shown = visibleOthersComments(d)
        for (const c of ['injuryLocationComment', 'impactedBodyPartComment', 'symptomsLevel2Comment'] as const)
          if (d[c] !== undefined) expect(shown).toContain(c)
      }),
    )
  })
})

describe('task resolution form laws', () => {
  const stateArb: fc.Arbitrary<ResolveTaskFormState> = fc.record(
    {
      status: fc.constantFrom('A', 'B'),
      subStatus: fc.constantFrom('x', 'y'),
      followUp: fc.constantFrom('TIME_BASED_CALL_BACK', 'NONE'),
      callbackTime: fc.integer({ min: 0, max: 2e12 }).map(epochMs),
      remarks: fc.string(),
    },
    { requiredKeys: ['remarks'] },
  )
  it('choosing a different status leaves no sub-status, follow-up or call-back time, and keeps the remarks', () => {
    fc.assert(
      fc.property(stateArb, fc.constantFrom('A', 'B', 'C'), (s, status) => {
        fc.pre(s.status !== status)
        expect(chooseTaskStatus(s, status)).toEqual({ status, remarks: s.remarks })
      }),
    )
  })
  it('choosing is idempotent', () => {
    fc.assert(
      fc.property(stateArb, fc.constantFrom('A', 'C'), fc.constantFrom('x', 'z'), fc.constantFrom('TIME_BASED_CALL_BACK', 'NONE'), (s, st, sub, f) => {
        expect(chooseTaskStatus(chooseTaskStatus(s, st), st)).toEqual(chooseTaskStatus(s, st))
        expect(chooseTaskSubStatus(chooseTaskSubStatus(s, sub), sub)).toEqual(chooseTaskSubStatus(s, sub))
        expect(chooseTaskFollowUp(chooseTaskFollowUp(s, f), f)).toEqual(chooseTaskFollowUp(s, f))
      }),
    )
  })
  it('a call-back time survives only under TIME_BASED_CALL_BACK', () => {
    fc.assert(
      fc.property(stateArb, fc.constantFrom('TIME_BASED_CALL_BACK', 'NONE', 'LATER'), (s, f) => {
        const n = chooseTaskFollowUp(s, f)
        if (n.callbackTime !== undefined) expect(n.followUp).toBe('TIME_BASED_CALL_BACK')
      }),
    )
  })
})

describe('lead modal laws', () => {
  const qualityArb = fc.constantFrom(...LEAD_QUALITIES)
  const ownerArb = fc.option(fc.constantFrom('trainer-1', '', '  ', 't2'), { nil: undefined })
  it('the notice shows exactly when the last quality chosen is NOT_INTERESTED', () => {
    fc.assert(
      fc.property(fc.array(qualityArb, { minLength: 1 }), ownerArb, (qs, owner) => {
        const start: LeadOwnerState = owner === undefined ? { noNeedToAssign: false } : { noNeedToAssign: false, leadOwner: owner }
        const s = qs.reduce(chooseLeadQuality, start)
        expect(s.noNeedToAssign).toBe(qs[qs.length - 1] === 'NOT_INTERESTED')
        expect(s.leadOwner).toBe(owner)
      }),
    )
  })
  it('Submit is enabled exactly when a lead type is chosen and (NOT_INTERESTED or an owner is assigned)', () => {
    fc.assert(
      fc.property(fc.option(qualityArb, { nil: undefined }), ownerArb, (q, owner) => {
        const s = { ...(q === undefined ? {} : { leadQuality: q }), ...(owner === undefined ? {} : { leadOwner: owner }) }
        const assigned = owner !== undefined && owner.trim() !== ''
        expect(ptPitchSubmitEnabled(s)).toBe(q !== undefined && (q === 'NOT_INTERESTED' || assigned))
      }),
    )
  })
})
