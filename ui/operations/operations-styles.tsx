import styled from 'styled-components'
import { theme } from '../theme/theme'

export const Section = styled.section`
  background: ${theme.color.surface};
  border: 1px solid ${theme.color.border};
  border-radius: 10px;
  padding: 16px;
  margin: 0 0 16px;
  min-width: 0;
  h2 {
    margin: 0 0 12px;
    font-size: 17px;
  }
`
export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: end;
  margin: 0 0 12px;
`
export const Hint = styled.p`
  margin: 0 0 12px;
  color: ${theme.color.muted};
  font-size: 14px;
`
export const Select = styled.select`
  min-height: 40px;
  min-width: 200px;
  max-width: 100%;
  padding: 6px 10px;
  border: 1px solid ${theme.color.control};
  border-radius: 8px;
  font: inherit;
  background: ${theme.color.surface};
`
export const FileInput = styled.input`
  max-width: 100%;
  font: inherit;
`
export const Code = styled.code`
  background: ${theme.color.surfaceMuted};
  border-radius: 4px;
  padding: 1px 5px;
`
/** A wide table's box: it scrolls sideways inside the section on a phone (ui/widgets/scroll-box.tsx). */
export { TableScroll as Scroll } from '../widgets/scroll-box'

/** A labelled field: the label above its control. */
export const Field = styled.div`
  display: grid;
  gap: 6px;
  label {
    font-weight: 600;
    font-size: 14px;
  }
`
