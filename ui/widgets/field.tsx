import styled from 'styled-components'
import { theme } from '../theme/theme'

/** A labelled form field: the label above its control, the same in every widget. */
export const Field = styled.div`
  display: grid;
  gap: 6px;
  label {
    font-weight: 600;
    font-size: 14px;
  }
`

/** The message under a field (or a form) saying what is wrong with it; give it role="alert" where it appears on a try. */
export const FieldError = styled.p`
  margin: 0;
  color: ${theme.color.danger};
  font-size: 13px;
`

/** The message under a field, tied to its control by id. */
export const ErrorText = ({ id, error }: { id: string; error: string | undefined }) =>
  error === undefined ? null : (
    <FieldError id={id} role="alert">
      {error}
    </FieldError>
  )
