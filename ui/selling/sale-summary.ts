import styled from 'styled-components'
import { theme } from '../theme/theme'

/**
 * The customer header of a sale (and what the sale is for): label and value rows, as the Sell Pack
 * modal and the add-on screen show them.
 */
export const SaleSummary = styled.dl`
  margin: 0;
  display: grid;
  gap: 4px;
  div {
    display: flex;
    flex-wrap: wrap;
    gap: 0 8px;
  }
  dt {
    color: ${theme.color.muted};
  }
  dd {
    margin: 0;
    font-weight: 600;
  }
`
