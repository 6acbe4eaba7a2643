import styled from 'styled-components'
import { theme } from '../theme/theme'

/** A figure of a screen's figures list: its label, value and an optional hint. */
export const Figure = ({ label, value, hint }: { readonly label: string; readonly value: string; readonly hint?: string }) => (
  <div>
    <dt>{label}</dt>
    <dd>{value}</dd>
    {hint === undefined ? null : <Hint>{hint}</Hint>}
  </div>
)

export const Lead = styled.p`
  margin: -8px 0 14px;
  color: ${theme.color.muted};
  strong {
    color: ${theme.color.text};
  }
`
export const Panel = styled.section`
  background: ${theme.color.surface};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  box-shadow: ${theme.shadow};
  padding: 16px 18px;
  margin-bottom: 16px;
  min-width: 0;
  h2 {
    margin: 0 0 12px;
    font-size: 16px;
  }
`
export const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  gap: 12px;
  margin: 0;
  @media (max-width: ${theme.phone}) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: 8px;
  }
  > div {
    background: ${theme.color.surfaceMuted};
    border-radius: 8px;
    padding: 12px 14px;
  }
  dt {
    color: ${theme.color.muted};
    font-size: 13px;
  }
  dd {
    margin: 4px 0 0;
    font-size: 24px;
    font-weight: 700;
    color: ${theme.color.text};
    overflow-wrap: anywhere;
    @media (max-width: ${theme.phone}) {
      font-size: 19px;
    }
  }
`
const Hint = styled.dd`
  && {
    margin: 4px 0 0;
    font-size: 12px;
    font-weight: 400;
    white-space: normal;
    color: ${theme.color.muted};
  }
`
/** A table that scrolls on its own (focusable so the keyboard can scroll it too). */
export const Scroll = styled.div`
  max-height: 360px;
  overflow: auto;
  margin-top: 12px;
  &:focus-visible {
    outline: 3px solid ${theme.color.focus};
    outline-offset: 2px;
  }
`
/** A figures table; `$barColumn` gives the value column the room of a bar drawn behind its number (`Bar`). */
export const Table = styled.table<{ $barColumn?: boolean }>`
  width: 100%;
  border-collapse: collapse;
  font-size: 14px;
  th,
  td {
    text-align: left;
    padding: 7px 8px;
    border-bottom: 1px solid ${theme.color.border};
    vertical-align: top;
  }
  thead th {
    color: ${theme.color.muted};
    font-weight: 600;
    position: sticky;
    top: 0;
    background: ${theme.color.surface};
  }
  tbody th {
    font-weight: 500;
    white-space: nowrap;
  }
  td {
    position: relative;
    width: ${(p) => (p.$barColumn === true ? '60%' : 'auto')};
    font-variant-numeric: tabular-nums;
  }
  td span {
    position: relative;
    font-variant-numeric: tabular-nums;
  }
`
/** A bar behind a table cell's number, as wide as the share it shows (set its width inline). */
export const Bar = styled.i`
  position: absolute;
  left: 0;
  top: 6px;
  bottom: 6px;
  background: ${theme.color.primarySoft};
  border-radius: 4px;
`
