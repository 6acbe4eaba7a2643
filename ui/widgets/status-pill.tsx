import type { ReactNode } from 'react'
import styled from 'styled-components'
import { theme } from '../theme/theme'

/** How a status reads at a glance: done or well, needs attention, failed or refused, plain, under way. */
export type StatusTone = 'good' | 'warn' | 'bad' | 'neutral' | 'info'

/** Text and background of each tone; every pair keeps at least 4.5:1 at 13 px (WCAG AA). */
const TONES: Readonly<Record<StatusTone, { readonly fg: string; readonly bg: string }>> = {
  good: { fg: theme.color.successStrong, bg: theme.color.successSoft },
  warn: { fg: theme.color.warningText, bg: theme.color.warningSoft },
  bad: { fg: theme.color.danger, bg: theme.color.dangerSoft },
  neutral: { fg: theme.color.neutralText, bg: theme.color.neutralSoft },
  info: { fg: theme.color.primaryHover, bg: theme.color.primarySoft },
}

/** A status in a small rounded pill; the caller gives the words (from the core's labels) and the tone. */
export const StatusPill = ({ tone, children }: { readonly tone: StatusTone; readonly children: ReactNode }) => (
  <Pill $tone={tone}>{children}</Pill>
)

const Pill = styled.span<{ $tone: StatusTone }>`
  justify-self: start;
  align-self: start;
  display: inline-block;
  padding: 2px 10px;
  border-radius: 999px;
  font-size: 13px;
  font-weight: 600;
  white-space: nowrap;
  color: ${(p) => TONES[p.$tone].fg};
  background: ${(p) => TONES[p.$tone].bg};
`
