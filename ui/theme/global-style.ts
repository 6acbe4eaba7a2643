import { createGlobalStyle } from 'styled-components'
import { theme } from './theme'

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html, body, #root { height: 100%; }
  body {
    margin: 0;
    font-family: ${theme.font};
    font-size: 15px;
    line-height: 1.45;
    color: ${theme.color.text};
    background: ${theme.color.bg};
    -webkit-font-smoothing: antialiased;
  }
  :focus-visible { outline: 2px solid ${theme.color.focus}; outline-offset: 2px; }
  button, input, select, textarea { font: inherit; }
  /* A phone's fields are narrow: a placeholder is written a little smaller so it fits whole. */
  @media (max-width: ${theme.phone}) {
    input::placeholder, textarea::placeholder { font-size: 0.9em; }
  }
`
