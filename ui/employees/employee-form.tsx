import { useUniqueId } from '../app/use-unique-id'
import styled from 'styled-components'
import { CHOOSE } from '../../core/shared/messages'
import { theme } from '../theme/theme'
import { FieldError } from '../widgets/field'

type Option = { readonly value: string; readonly label: string }

/** A labelled text input of the employee forms; its error below it. */
export const Input = ({
  label,
  value,
  error,
  onChange,
  type = 'text',
  inputMode,
  maxLength,
}: {
  label: string
  value: string
  error?: string | undefined
  onChange: (v: string) => void
  type?: 'text' | 'tel' | 'email'
  inputMode?: 'numeric' | 'email' | 'text'
  maxLength?: number
}) => {
  const id = useUniqueId()
  return (
    <Box>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type={type}
        inputMode={inputMode}
        maxLength={maxLength}
        value={value}
        aria-invalid={error === undefined ? undefined : true}
        aria-describedby={error === undefined ? undefined : `${id}-error`}
        onChange={(e) => onChange(e.target.value)}
      />
      {error === undefined ? null : (
        <FieldError id={`${id}-error`} role="alert">
          {error}
        </FieldError>
      )}
    </Box>
  )
}

/** A labelled choice; with `placeholder` an unchosen value shows 'Choose…' (not choosable again). */
export const Select = ({
  label,
  value,
  options,
  error,
  onChange,
  placeholder = false,
}: {
  label: string
  value: string
  options: readonly Option[]
  error?: string | undefined
  onChange: (v: string) => void
  placeholder?: boolean
}) => {
  const id = useUniqueId()
  return (
    <Box>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value}
        aria-invalid={error === undefined ? undefined : true}
        aria-describedby={error === undefined ? undefined : `${id}-error`}
        onChange={(e) => onChange(e.target.value)}
      >
        {placeholder ? (
          <option value="" disabled>
            {CHOOSE}
          </option>
        ) : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {error === undefined ? null : (
        <FieldError id={`${id}-error`} role="alert">
          {error}
        </FieldError>
      )}
    </Box>
  )
}

/** Checkboxes under a legend (a multi-select). */
export const Checkboxes = ({ label, values, options, onChange }: { label: string; values: readonly string[]; options: readonly string[]; onChange: (v: readonly string[]) => void }) => (
  <Fieldset>
    <legend>{label}</legend>
    {options.map((o) => (
      <label key={o}>
        <input type="checkbox" checked={values.includes(o)} onChange={(e) => onChange(e.target.checked ? [...values, o] : values.filter((v) => v !== o))} />
        {o}
      </label>
    ))}
  </Fieldset>
)

export const FormBody = styled.form`
  display: grid;
  gap: 14px;
`
/** A form's own message (a field group's error, the server's refusal), announced when it appears. */
export const FormProblem = styled.p`
  color: ${theme.color.danger};
  margin: 0;
  font-size: 13px;
  font-weight: 600;
`
export const FormActions = styled.div`
  display: flex;
  justify-content: flex-end;
  flex-wrap: wrap;
  gap: 8px;
`

const control = `
  font: inherit;
  width: 100%;
  padding: 8px 10px;
  border: 1px solid ${theme.color.border};
  border-radius: 8px;
  background: ${theme.color.surface};
  color: ${theme.color.text};
`
const Box = styled.div`
  display: grid;
  gap: 6px;
  label {
    font-weight: 600;
    font-size: 14px;
  }
  input,
  select {
    ${control}
  }
`
const Fieldset = styled.fieldset`
  border: 1px solid ${theme.color.border};
  border-radius: 8px;
  padding: 8px 12px 12px;
  margin: 0;
  display: grid;
  gap: 8px;
  legend {
    font-weight: 600;
    font-size: 14px;
    padding: 0 4px;
  }
  label {
    display: flex;
    gap: 8px;
    align-items: center;
  }
`
