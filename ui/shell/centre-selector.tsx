import styled from 'styled-components'
import type { Centre } from '../../core/centre/centre'
import { theme } from '../theme/theme'

type Props = {
  readonly centres: readonly Centre[]
  readonly selected: Centre | undefined
  readonly onSelect: (centre: Centre) => void
}

/** Picks the centre the staff member is working at; the choice is kept for the next visit. */
export const CentreSelector = ({ centres, selected, onSelect }: Props) => (
  <Wrap>
    <Label htmlFor="centre-selector">Centre</Label>
    <Select
      id="centre-selector"
      value={selected === undefined ? '' : String(selected.centerServiceId)}
      onChange={(e) => {
        const next = centres.find((c) => String(c.centerServiceId) === e.target.value)
        if (next !== undefined) onSelect(next)
      }}
    >
      {centres.map((c) => (
        <option key={c.centerServiceId} value={String(c.centerServiceId)}>
          {c.name} · {c.locality}
        </option>
      ))}
    </Select>
  </Wrap>
)

const Wrap = styled.div`
  display: grid;
  gap: 6px;
`
const Label = styled.label`
  font-size: 12px;
  text-transform: uppercase;
  letter-spacing: 0.06em;
  color: ${theme.color.sidebarMuted};
`
const Select = styled.select`
  width: 100%;
  padding: 8px 10px;
  border-radius: 8px;
  border: 1px solid #2e3650;
  background: #1e2640;
  color: ${theme.color.sidebarText};
`
