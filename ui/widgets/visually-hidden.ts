import styled, { css } from 'styled-components'

/**
 * Read out by screen readers, not drawn: the declarations, for a block that is hidden so only at
 * some widths (inside a media query).
 */
export const visuallyHidden = css`
  position: absolute !important;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`

/** Text for screen readers only. */
export const VisuallyHidden = styled.span`
  ${visuallyHidden}
`
