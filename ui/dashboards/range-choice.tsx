import styled from 'styled-components'
import { DASHBOARD_RANGE_CHOICES, type DashboardRangeChoice } from '../../core/dashboard/dashboard-range.rule'
import { DASHBOARD_RANGE_GROUP, DASHBOARD_RANGE_LABELS } from '../../core/shared/messages'
import { theme } from '../theme/theme'
import { VisuallyHidden } from '../widgets/visually-hidden'

/** The dashboard's range: one radio group (arrow keys move between choices), drawn as a segmented control. */
export const RangeChoice = ({ value, onChange }: { readonly value: DashboardRangeChoice; readonly onChange: (c: DashboardRangeChoice) => void }) => (
  <Group>
    <VisuallyHidden as="legend">{DASHBOARD_RANGE_GROUP}</VisuallyHidden>
    {DASHBOARD_RANGE_CHOICES.map((c) => (
      <Choice key={c}>
        <input type="radio" name="dashboard-range" value={c} checked={value === c} onChange={() => onChange(c)} />
        <span>{DASHBOARD_RANGE_LABELS[c]}</span>
      </Choice>
    ))}
  </Group>
)

const Group = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  margin: 0 0 18px;
  padding: 0;
  border: 0;
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
