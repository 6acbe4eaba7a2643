import styled from 'styled-components'
import { theme } from '../theme/theme'
import { TableScroll } from '../widgets/scroll-box'

export const Panel = styled.section`
  background: ${theme.color.surface};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  padding: 16px;
  margin: 0 0 16px;
  min-width: 0;
  h2 {
    margin: 0 0 12px;
    font-size: 17px;
  }
`
export const Muted = styled.p`
  margin: 0 0 12px;
  color: ${theme.color.muted};
  font-size: 14px;
`
export const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  gap: 10px;
  margin: 0 0 14px;
  div {
    border: 1px solid ${theme.color.border};
    border-radius: 8px;
    padding: 8px 10px;
  }
  dt {
    font-size: 13px;
    color: ${theme.color.muted};
  }
  dd {
    margin: 2px 0 0;
    font-size: 18px;
    font-weight: 600;
  }
`
export const Scroll = styled(TableScroll)`
  td.amount,
  th.amount {
    text-align: right;
    white-space: nowrap;
  }
  tfoot th {
    text-align: left;
  }
  tfoot th,
  tfoot td {
    border-top: 2px solid ${theme.color.border};
    font-weight: 600;
  }
`
export const CountGrid = styled.fieldset`
  border: 1px solid ${theme.color.border};
  border-radius: 8px;
  margin: 0 0 12px;
  padding: 10px 12px;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(130px, 1fr));
  gap: 10px;
  legend {
    padding: 0 4px;
    font-weight: 600;
  }
  label {
    display: grid;
    gap: 4px;
    font-size: 14px;
  }
  input {
    min-height: 40px;
    padding: 6px 8px;
    border: 1px solid ${theme.color.control};
    border-radius: 8px;
    font: inherit;
    width: 100%;
    box-sizing: border-box;
  }
`
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: center;
`
export const Short = styled.span<{ $tone: 'good' | 'bad' }>`
  color: ${(p) => (p.$tone === 'good' ? theme.color.text : theme.color.danger)};
  font-weight: 600;
`
/** The close-out report's filters: staff member, From, To and the buttons, wrapping on a phone. */
export const FilterForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 12px 16px;
  margin: 0 0 14px;
  > * {
    flex: 1 1 180px;
    min-width: 0;
  }
  select {
    min-height: 40px;
    width: 100%;
    padding: 6px 10px;
    border: 1px solid ${theme.color.control};
    border-radius: 8px;
    font: inherit;
    background: ${theme.color.surface};
  }
`
export const Problem = styled.p`
  && {
    flex: 1 1 100%;
  }
  margin: 0;
  color: ${theme.color.danger};
`
