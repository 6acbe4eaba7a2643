import styled from 'styled-components'
import { theme } from '../theme/theme'

/** The Sell Pack form's look: its controls, fieldsets and section headings. */
export const SellPackFormBox = styled.form`
  display: grid;
  gap: 14px;
  select,
  input[inputmode] {
    padding: 8px 10px;
    border: 1px solid ${theme.color.control};
    border-radius: 8px;
    background: ${theme.color.surface};
  }
  fieldset {
    border: 1px solid ${theme.color.border};
    border-radius: 8px;
    padding: 8px 12px;
    display: grid;
    gap: 6px;
  }
  legend {
    font-weight: 600;
    font-size: 14px;
  }
  h3 {
    margin: 0 0 4px;
    font-size: 14px;
  }
  ul {
    margin: 0;
    padding-left: 20px;
  }
`
export const PackName = styled.p`
  margin: 0;
  font-size: 17px;
  font-weight: 700;
`
export const Total = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 10px;
  strong {
    font-size: 20px;
  }
`
export const Muted = styled.p`
  margin: 4px 0 0;
  color: ${theme.color.muted};
  font-size: 13px;
`
export const Check = styled.label`
  display: flex;
  align-items: center;
  gap: 8px;
  font-weight: 400 !important;
`
export const Lines = styled.dl`
  margin: 0;
  display: grid;
  gap: 6px;
  div {
    display: flex;
    justify-content: space-between;
    gap: 12px;
  }
  dd {
    margin: 0;
    font-variant-numeric: tabular-nums;
  }
`
