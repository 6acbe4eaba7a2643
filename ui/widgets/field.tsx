import styled from 'styled-components'

/** A labelled form field: the label above its control, the same in every widget. */
export const Field = styled.div`
  display: grid;
  gap: 6px;
  label {
    font-weight: 600;
    font-size: 14px;
  }
`
