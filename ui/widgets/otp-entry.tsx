import { useState } from 'react'
import { useUniqueId } from '../app/use-unique-id'
import styled from 'styled-components'
import { Field, FieldError } from './field'
import { OTP_DEFAULT_LENGTH } from '../../core/shared/constants'
import { sanitiseOtp } from '../../core/customer/otp-entry.rule'
import { theme } from '../theme/theme'

type Props = {
  readonly value: string
  readonly onChange: (otp: string) => void
  readonly length?: number
  readonly label?: string
}

/** OTP digit entry: digits only, at most `length` (6); refused input explains itself with the spec's message. */
export const OtpEntry = ({ value, onChange, length = OTP_DEFAULT_LENGTH, label = 'OTP' }: Props) => {
  const id = useUniqueId()
  const [error, setError] = useState<string | undefined>(undefined)
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      <Input
        id={id}
        inputMode="numeric"
        autoComplete="one-time-code"
        aria-invalid={error !== undefined}
        aria-describedby={error === undefined ? undefined : `${id}-error`}
        value={value}
        $length={length}
        onChange={(e) => {
          const entry = sanitiseOtp(e.target.value, length)
          setError(entry.error)
          onChange(entry.value)
        }}
      />
      {error === undefined ? null : (
        <FieldError id={`${id}-error`} role="alert">
          {error}
        </FieldError>
      )}
    </Field>
  )
}

const Input = styled.input<{ $length: number }>`
  width: ${(p) => p.$length * 1.6 + 1.4}em;
  padding: 10px 12px;
  font-family: ui-monospace, SFMono-Regular, Menlo, monospace;
  font-size: 20px;
  letter-spacing: 0.6em;
  border: 1px solid ${theme.color.control};
  border-radius: 8px;
  &[aria-invalid='true'] {
    border-color: ${theme.color.danger};
  }
`
