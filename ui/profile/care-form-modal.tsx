import type { ReactNode } from 'react'
import styled from 'styled-components'
import { SUBMIT } from '../../core/shared/messages'
import { theme } from '../theme/theme'
import { Modal } from '../widgets/modal'
import { SubmitButton } from '../widgets/submit-button'

type Props = {
  /** The form's id (the footer's Submit names it). */
  readonly id: string
  readonly title: string
  readonly onClose: () => void
  readonly width?: number
  /** The mutation is in flight: Submit is disabled. */
  readonly pending: boolean
  /** The form's attempt (useFormMutation): a refused submit starts the 5-second guard over. */
  readonly attempt: number
  readonly onSubmit: () => void
  /** A refusal that is not about one field (the server's reason), shown under the form. */
  readonly refusal?: string | undefined
  readonly children: ReactNode
}

/**
 * The skeleton of a care form in a modal (Report Injury, Record Referral): the form, its Submit in
 * the footer (guarded against repeat clicks, disabled while pending) and a refusal line under the
 * fields. The fields and the mutation stay with each form.
 */
export const CareFormModal = ({ id, title, onClose, width, pending, attempt, onSubmit, refusal, children }: Props) => (
  <Modal
    title={title}
    onClose={onClose}
    {...(width === undefined ? {} : { width })}
    footer={
      <SubmitButton key={attempt} type="submit" form={id} disabled={pending} onClick={() => undefined}>
        {SUBMIT}
      </SubmitButton>
    }
  >
    <Form
      id={id}
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        onSubmit()
      }}
    >
      {children}
      {refusal === undefined ? null : <Problem role="alert">{refusal}</Problem>}
    </Form>
  </Modal>
)

const Form = styled.form`
  display: grid;
  gap: 12px;
`
const Problem = styled.p`
  color: ${theme.color.danger};
  margin: 0;
`
