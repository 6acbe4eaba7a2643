import styled from 'styled-components'
import { theme } from '../theme/theme'

/** The packs a sell screen offers, as cards side by side (one a row on a phone). */
export const PackCards = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(230px, 1fr));
  gap: 12px;
`
/** One pack: its name as the card's heading, what it holds, its price and its Sell button. */
export const PackCard = styled.article`
  display: grid;
  gap: 8px;
  align-content: start;
  padding: 14px;
  background: ${theme.color.surface};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  h2,
  h3 {
    margin: 0;
    font-size: 16px;
  }
  p {
    margin: 0;
  }
`
/** A pack's price on its card. */
export const PackPrice = styled.p`
  margin: 0;
  font-size: 18px;
  font-weight: 700;
`
