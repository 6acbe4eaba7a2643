import styled from 'styled-components'
import { theme } from '../theme/theme'

/**
 * A table that reads as cards on a phone: under 700 px each row is a card and each cell shows its
 * column's name (the cell's data-label) before its value, so no action hides off to the side.
 */
export const StackedTable = styled.div`
  table {
    border-collapse: collapse;
    width: 100%;
    font-size: 14px;
  }
  th,
  td {
    text-align: left;
    padding: 6px 8px;
    border-bottom: 1px solid #e6e9f2;
    vertical-align: top;
  }
  @media (max-width: 700px) {
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
    }
    table,
    tbody,
    tr,
    td {
      display: block;
      width: 100%;
    }
    tr {
      border: 1px solid ${theme.color.border};
      border-radius: 8px;
      margin: 0 0 10px;
      padding: 4px 0;
    }
    td {
      border-bottom: none;
      position: relative;
      padding-left: 112px;
      min-height: 20px;
    }
    td::before {
      content: attr(data-label);
      position: absolute;
      left: 8px;
      width: 96px;
      font-weight: 600;
      color: ${theme.color.muted};
    }
  }
`
