import { type ReactNode } from 'react'
import { useUniqueId } from '../app/use-unique-id'
import styled from 'styled-components'
import { theme } from '../theme/theme'
import { CHOOSE } from '../../core/shared/messages'
import { ErrorText } from './field'

type Base = {
  readonly label: string
  readonly error?: string | undefined
  readonly disabled?: boolean
}

/** A labelled choice from a list; its error below it. */
export const SelectField = ({
  label,
  error,
  disabled,
  value,
  options,
  onChange,
}: Base & { readonly value: string | undefined; readonly options: readonly { readonly value: string; readonly label: string }[]; readonly onChange: (v: string) => void }) => {
  const id = useUniqueId()
  return (
    <FieldBox>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value ?? ''}
        disabled={disabled}
        aria-invalid={error === undefined ? undefined : true}
        aria-describedby={error === undefined ? undefined : `${id}-error`}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value="" disabled>
          {CHOOSE}
        </option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <ErrorText id={`${id}-error`} error={error} />
    </FieldBox>
  )
}

/** A labelled text (or tel) input; its error below it. */
export const TextField = ({
  label,
  error,
  disabled,
  value,
  onChange,
  type = 'text',
  inputMode,
  multiline = false,
  maxLength,
}: Base & {
  readonly value: string
  readonly onChange: (v: string) => void
  /** A day is entered with the DatePicker widget (dd-MM-yyyy) and a time with the TimePicker (h:mm A), never the browser's own inputs. */
  readonly type?: 'text' | 'tel'
  readonly inputMode?: 'numeric' | 'decimal' | 'text'
  readonly multiline?: boolean
  readonly maxLength?: number
}) => {
  const id = useUniqueId()
  const common = {
    id,
    value,
    disabled,
    maxLength,
    'aria-invalid': error === undefined ? undefined : true,
    'aria-describedby': error === undefined ? undefined : `${id}-error`,
  } as const
  return (
    <FieldBox>
      <label htmlFor={id}>{label}</label>
      {multiline ? (
        <textarea {...common} rows={3} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input {...common} type={type} inputMode={inputMode} onChange={(e) => onChange(e.target.value)} />
      )}
      <ErrorText id={`${id}-error`} error={error} />
    </FieldBox>
  )
}

/** A group of checkboxes (a multi-select) with a legend; its error below it. */
export const CheckboxGroup = ({
  label,
  error,
  values,
  options,
  onChange,
}: Base & { readonly values: readonly string[]; readonly options: readonly string[]; readonly onChange: (v: readonly string[]) => void }) => {
  const id = useUniqueId()
  return (
    <Fieldset aria-describedby={error === undefined ? undefined : `${id}-error`}>
      <legend>{label}</legend>
      <div>
        {options.map((o) => (
          <label key={o}>
            <input
              type="checkbox"
              checked={values.includes(o)}
              onChange={(e) => onChange(e.target.checked ? [...values, o] : values.filter((v) => v !== o))}
            />
            {o}
          </label>
        ))}
      </div>
      <ErrorText id={`${id}-error`} error={error} />
    </Fieldset>
  )
}

/** One checkbox with its label. */
export const CheckboxField = ({ label, checked, onChange }: { label: string; checked: boolean; onChange: (v: boolean) => void }) => (
  <Check>
    <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
    {label}
  </Check>
)

/** Two columns on a laptop, one on a phone. */
export const FormGrid = ({ children }: { children: ReactNode }) => <Grid>{children}</Grid>

const control = `
  font: inherit;
  width: 100%;
  padding: 8px 10px;
  border: 1px solid ${theme.color.control};
  border-radius: 8px;
  background: ${theme.color.surface};
  color: ${theme.color.text};
  &:disabled { background: ${theme.color.surfaceMuted}; color: ${theme.color.muted}; }
  &[aria-invalid='true'] { border-color: ${theme.color.danger}; }
`
const FieldBox = styled.div`
  display: grid;
  gap: 6px;
  min-width: 0;
  label {
    font-weight: 600;
    font-size: 14px;
  }
  select,
  input,
  textarea {
    ${control}
  }
`
const Fieldset = styled.fieldset`
  border: 1px solid ${theme.color.border};
  border-radius: 8px;
  margin: 0;
  padding: 8px 12px;
  min-width: 0;
  legend {
    font-weight: 600;
    font-size: 14px;
    padding: 0 4px;
  }
  div {
    display: flex;
    flex-wrap: wrap;
    gap: 6px 16px;
  }
  label {
    display: inline-flex;
    align-items: center;
    gap: 6px;
  }
`
const Check = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  font-weight: 600;
  font-size: 14px;
`
const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 12px 16px;
  @media (max-width: ${theme.phone}) {
    grid-template-columns: minmax(0, 1fr);
  }
`

/** The field errors of a failed form action (a ValidationFailed), else none. */
export const fieldErrorsOf = <F extends string>(failure: unknown): Readonly<Partial<Record<F, string>>> => {
  const none: Partial<Record<F, string>> = {}
  return typeof failure === 'object' && failure !== null && (failure as { _tag?: unknown })._tag === 'ValidationFailed'
    ? ((failure as { errors: Partial<Record<F, string>> }).errors ?? none)
    : none
}
