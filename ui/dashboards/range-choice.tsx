import styled from 'styled-components'
import { DASHBOARD_RANGE_CHOICES, type DashboardRangeChoice } from '../../core/dashboard/dashboard-range.rule'
import { DASHBOARD_RANGE_GROUP, DASHBOARD_RANGE_LABELS } from '../../core/shared/messages'
import { ChoiceGroup } from '../widgets/choice-group'

/** The dashboard's range: one radio group (arrow keys move between choices), drawn as a segmented control. */
export const RangeChoice = ({ value, onChange }: { readonly value: DashboardRangeChoice; readonly onChange: (c: DashboardRangeChoice) => void }) => (
  <Spaced>
    <ChoiceGroup
      legend={DASHBOARD_RANGE_GROUP}
      legendHidden
      name="dashboard-range"
      choices={DASHBOARD_RANGE_CHOICES}
      labels={DASHBOARD_RANGE_LABELS}
      value={value}
      onChange={onChange}
    />
  </Spaced>
)

const Spaced = styled.div`
  margin-bottom: 18px;
`
