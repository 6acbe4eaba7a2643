import type { ReactNode } from 'react'
import type { LeadQuality } from '../../core/lead/record-pitch.rule'
import { PT_LEAD_CHOICES } from '../../core/lead/lead-follow-up.rule'
import { LEAD_OWNER_LABEL, NO_NEED_TO_ASSIGN, PT_TRAINERS_ONLY_HINT } from '../../core/shared/messages'
import { Field, FieldError } from '../widgets/field'
import { Choices, Muted, Notice } from './lead-styles'
import { enumLabel } from '../../core/shared/enum-labels'

type Props = {
  /** Prefix of the controls' ids ('pt-pitch', 'pt-lead'). */
  readonly idPrefix: string
  /** The type choice's legend ('Mark PT Interest', 'Lead Quality'). */
  readonly typeLegend: string
  readonly quality: LeadQuality | undefined
  /** NOT_INTERESTED: no owner is needed, the 'no need to assign' notice shows instead. */
  readonly noNeedToAssign: boolean
  readonly onQuality: (q: LeadQuality) => void
  readonly owner: string
  readonly onOwner: (identityId: string) => void
  /** The owner picker's empty choice ('Choose', or who already owns the lead). */
  readonly emptyOwnerLabel: string
  /** The centre's PT trainers: the only owners a PT lead may have. */
  readonly trainers: readonly { readonly identityId: string; readonly name: string }[]
  readonly errors: { readonly leadOwner?: string | undefined; readonly leadQuality?: string | undefined }
  /** The owner picker before the type choice (PT Lead) or after it (Record PT Pitch). */
  readonly ownerFirst?: boolean
  /** What sits between the type choice and the owner picker when the type comes first (the pitch's comment). */
  readonly between?: ReactNode
}

/**
 * The owner picker and the type choice the Record PT Pitch and PT Lead modals share (part 3 §4,
 * §5): HOT, WARM, COLD, NOT INTERESTED; an owner from the centre's PT trainers only; NOT_INTERESTED
 * needs no owner and shows the 'no need to assign' notice instead of the picker.
 */
export const PtOwnerFields = ({ idPrefix, typeLegend, quality, noNeedToAssign, onQuality, owner, onOwner, emptyOwnerLabel, trainers, errors, ownerFirst = false, between }: Props) => {
  const ownerField = noNeedToAssign ? (
    <Notice role="status">{NO_NEED_TO_ASSIGN}</Notice>
  ) : (
    <Field>
      <label htmlFor={`${idPrefix}-owner`}>{LEAD_OWNER_LABEL}</label>
      <select id={`${idPrefix}-owner`} value={owner} aria-describedby={`${idPrefix}-owner-hint`} onChange={(e) => onOwner(e.target.value)}>
        <option value="">{emptyOwnerLabel}</option>
        {trainers.map((t) => (
          <option key={t.identityId} value={t.identityId}>
            {t.name}
          </option>
        ))}
      </select>
      <Muted id={`${idPrefix}-owner-hint`}>{PT_TRAINERS_ONLY_HINT}</Muted>
      {errors.leadOwner === undefined ? null : <FieldError>{errors.leadOwner}</FieldError>}
    </Field>
  )
  const typeField = (
    <>
      <Choices>
        <legend>{typeLegend}</legend>
        {PT_LEAD_CHOICES.map((q) => (
          <label key={q}>
            <input type="radio" name={`${idPrefix}-quality`} value={q} checked={quality === q} onChange={() => onQuality(q)} />
            {enumLabel('leadQuality', q)}
          </label>
        ))}
      </Choices>
      {errors.leadQuality === undefined ? null : <FieldError>{errors.leadQuality}</FieldError>}
    </>
  )
  return ownerFirst ? (
    <>
      {ownerField}
      {typeField}
    </>
  ) : (
    <>
      {typeField}
      {between}
      {ownerField}
    </>
  )
}
