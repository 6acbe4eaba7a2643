import styled from 'styled-components'

/** The × that closes a modal, a toast or a banner; it takes the colour of what it sits on. */
export const CloseButton = ({ label = 'Close', onClick }: { readonly label?: string; readonly onClick: () => void }) => (
  <Button type="button" aria-label={label} onClick={onClick}>
    ×
  </Button>
)

const Button = styled.button`
  border: 0;
  background: transparent;
  color: inherit;
  font-size: 18px;
  line-height: 1;
  cursor: pointer;
  padding: 0 2px;
`
