import type { ReactNode } from 'react'
import styled from 'styled-components'
import { theme } from '../theme/theme'

/**
 * A figure of a screen's figures list: its label, value and an optional hint. A value not known
 * yet (the panel drawn as its block's frame while the answer loads) is a quiet bar in its place.
 */
export const Figure = ({ label, value, hint }: { readonly label: string; readonly value: string | undefined; readonly hint?: string }) => (
  <div>
    <dt>{label}</dt>
    <dd>{value ?? <ValueToCome aria-hidden="true" />}</dd>
    {hint === undefined ? null : <Hint>{hint}</Hint>}
  </div>
)

/** A screen's figure: what it counts, its value in words (undefined while it loads), and an optional hint under it. */
export type FigureFacts = { readonly label: string; readonly value: string | undefined; readonly hint?: string }

/** A panel named by its heading (the heading's id labels it). */
export const TitledPanel = ({ id, title, children }: { readonly id: string; readonly title: string; readonly children: ReactNode }) => (
  <Panel aria-labelledby={id}>
    <h2 id={id}>{title}</h2>
    {children}
  </Panel>
)

/** A panel of a screen's headline figures, side by side (two a row on a phone). */
export const FiguresPanel = ({ id, title, figures }: { readonly id: string; readonly title: string; readonly figures: readonly FigureFacts[] }) => (
  <TitledPanel id={id} title={title}>
    <Figures>
      {figures.map((f) => (
        <Figure key={f.label} label={f.label} value={f.value} {...(f.hint === undefined ? {} : { hint: f.hint })} />
      ))}
    </Figures>
  </TitledPanel>
)

export const Lead = styled.p`
  margin: -8px 0 14px;
  color: ${theme.color.muted};
  strong {
    color: ${theme.color.text};
  }
`
export const Panel = styled.section`
  background: ${theme.color.surface};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  box-shadow: ${theme.shadow};
  padding: 16px 18px;
  margin-bottom: 16px;
  min-width: 0;
  h2 {
    margin: 0 0 12px;
    font-size: 16px;
  }
`
export const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  gap: 12px;
  margin: 0;
  @media (max-width: ${theme.phone}) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: 8px;
  }
  > div {
    background: ${theme.color.surfaceMuted};
    border-radius: 8px;
    padding: 12px 14px;
  }
  dt {
    color: ${theme.color.muted};
    font-size: 13px;
  }
  dd {
    margin: 4px 0 0;
    font-size: 24px;
    font-weight: 700;
    color: ${theme.color.text};
    overflow-wrap: anywhere;
    @media (max-width: ${theme.phone}) {
      font-size: 19px;
    }
  }
`
/** Where a figure's value will be: as tall as a value, so nothing moves when it comes. */
const ValueToCome = styled.span`
  display: inline-block;
  width: 3.5ch;
  height: 0.8em;
  border-radius: 4px;
  background: ${theme.color.border};
`
const Hint = styled.dd`
  && {
    margin: 4px 0 0;
    font-size: 12px;
    font-weight: 400;
    white-space: normal;
    color: ${theme.color.muted};
  }
`
