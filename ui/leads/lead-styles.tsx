import styled from 'styled-components'
import { theme } from '../theme/theme'

/** A lead form: labelled fields in one column, controls styled alike. */
export const LeadForm = styled.form`
  display: grid;
  gap: 14px;
  input,
  select,
  textarea {
    padding: 8px 10px;
    border: 1px solid ${theme.color.control};
    border-radius: 8px;
    font: inherit;
    background: ${theme.color.surface};
    color: ${theme.color.text};
    min-width: 0;
  }
  textarea {
    min-height: 64px;
    resize: vertical;
  }
`
export const Row = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 12px;
  @media (max-width: ${theme.phone}) {
    grid-template-columns: 1fr;
  }
`
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  justify-content: flex-end;
`
export const Notice = styled.p`
  margin: 0;
  padding: 8px 10px;
  border-radius: 8px;
  background: ${theme.color.primarySoft};
  color: ${theme.color.text};
`
export const Muted = styled.p`
  margin: 0;
  color: ${theme.color.muted};
`
export const Problem = styled.p`
  margin: 0;
  color: ${theme.color.danger};
`
export const Check = styled.label`
  display: flex;
  align-items: center;
  gap: 8px;
  font-weight: 400 !important;
  input {
    width: 18px;
    height: 18px;
  }
`
/** A segmented choice of lead qualities (radio buttons that look like buttons). */
export const Choices = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  legend {
    font-weight: 600;
    font-size: 14px;
    margin-bottom: 6px;
    padding: 0;
  }
  label {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    padding: 6px 12px;
    border: 1px solid ${theme.color.border};
    border-radius: 999px;
    cursor: pointer;
    font-weight: 500;
  }
  label:has(input:checked) {
    border-color: ${theme.color.primary};
    background: ${theme.color.primarySoft};
  }
  label:focus-within {
    outline: 2px solid ${theme.color.focus};
    outline-offset: 2px;
  }
`
