import styled from 'styled-components'
import { theme } from '../theme/theme'
import { VisuallyHidden } from './visually-hidden'

type Props<C extends string> = {
  readonly legend: string
  readonly name: string
  readonly choices: readonly C[]
  readonly labels: Readonly<Record<C, string>>
  readonly value: C
  readonly onChange: (c: C) => void
  /** The legend only for assistive technology, where the screen already says what is chosen. */
  readonly legendHidden?: boolean
}

/** A radio group (arrow keys move between choices) drawn as a segmented control, with its legend. */
export const ChoiceGroup = <C extends string>({ legend, name, choices, labels, value, onChange, legendHidden = false }: Props<C>) => (
  <Group>
    {legendHidden ? <VisuallyHidden as="legend">{legend}</VisuallyHidden> : <legend>{legend}</legend>}
    {choices.map((c) => (
      <Choice key={c}>
        <input type="radio" name={name} value={c} checked={value === c} onChange={() => onChange(c)} />
        <span>{labels[c]}</span>
      </Choice>
    ))}
  </Group>
)

const Group = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 6px;
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    float: left;
    margin-right: 6px;
    font-weight: 600;
    color: ${theme.color.muted};
    font-size: 14px;
  }
`
const Choice = styled.label`
  position: relative;
  input {
    position: absolute;
    opacity: 0;
    inset: 0;
    margin: 0;
    cursor: pointer;
  }
  span {
    display: inline-block;
    padding: 7px 14px;
    border: 1px solid ${theme.color.border};
    border-radius: 999px;
    background: ${theme.color.surface};
    color: ${theme.color.text};
    font-weight: 600;
    font-size: 14px;
  }
  input:checked + span {
    background: ${theme.color.primary};
    border-color: ${theme.color.primary};
    color: ${theme.color.primaryText};
  }
  input:focus-visible + span {
    outline: 3px solid ${theme.color.focus};
    outline-offset: 2px;
  }
`
