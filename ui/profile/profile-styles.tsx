import type { ReactNode } from 'react'
import styled from 'styled-components'
import { theme } from '../theme/theme'

/** One block of the profile: a titled card (its heading names the region for assistive tech). */
export const Block = ({ id, title, actions, children }: { id: string; title: string; actions?: ReactNode; children: ReactNode }) => (
  <Card aria-labelledby={`${id}-title`} id={id}>
    <BlockHead>
      <h2 id={`${id}-title`} tabIndex={-1}>
        {title}
      </h2>
      {actions === undefined ? null : <BlockActions>{actions}</BlockActions>}
    </BlockHead>
    {children}
  </Card>
)

export const Card = styled.section`
  background: ${theme.color.surface};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  padding: 14px 16px;
  min-width: 0;
`
const BlockHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  margin-bottom: 10px;
  h2 {
    margin: 0;
    font-size: 16px;
    &:focus {
      outline: none;
    }
  }
`
const BlockActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`

/** A small outlined button for actions inside blocks. */
export const SmallButton = styled.button`
  padding: 5px 10px;
  border-radius: 7px;
  border: 1px solid ${theme.color.primary};
  background: ${theme.color.surface};
  color: ${theme.color.primary};
  font-weight: 600;
  font-size: 13px;
  cursor: pointer;
  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
`

/** Field error under a form control, in the catalogue's words. */

export const Form = styled.form`
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
  }
`
export const FormActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 8px;
`
export const Muted = styled.p`
  margin: 0;
  color: ${theme.color.muted};
`

/** A drop-down menu of actions: the anchor it opens under, and the list of its buttons. */
export const MenuAnchor = styled.div`
  position: relative;
`
export const MenuList = styled.ul`
  position: absolute;
  right: 0;
  z-index: 10;
  list-style: none;
  margin: 4px 0 0;
  padding: 4px;
  min-width: 220px;
  background: ${theme.color.surface};
  border: 1px solid ${theme.color.border};
  border-radius: 8px;
  box-shadow: ${theme.shadowRaised};
  button {
    width: 100%;
    text-align: left;
    padding: 8px 10px;
    border: 0;
    background: none;
    font: inherit;
    cursor: pointer;
    border-radius: 6px;
    &:hover,
    &:focus-visible {
      background: ${theme.color.surfaceMuted};
    }
  }
`
