import type { theme } from './theme'

/** A colour of the theme, by name. */
export type ThemeColour = keyof typeof theme.color

/** A foreground colour on a background colour, and where the portal shows it. */
export type ColourPair = readonly [foreground: ThemeColour, background: ThemeColour, where: string]

/**
 * Every text of the theme on the backgrounds it is shown on: each needs 4.5:1 (WCAG AA for text),
 * status colours (success, danger) included, wherever they carry words.
 */
export const TEXT_ON_BACKGROUND: readonly ColourPair[] = [
  ['text', 'bg', 'page text'],
  ['text', 'surface', 'text on a panel'],
  ['text', 'surfaceMuted', 'text on a muted row'],
  ['muted', 'bg', 'hints on the page'],
  ['muted', 'surface', 'hints on a panel'],
  ['muted', 'surfaceMuted', 'hints on a muted row'],
  ['primary', 'surface', 'links and secondary buttons'],
  ['primaryText', 'primary', 'primary buttons, the logo and the chosen day'],
  ['primaryText', 'primaryHover', 'a primary button under the pointer'],
  ['primaryHover', 'primarySoft', 'information pills and chosen rows'],
  ['onStatus', 'success', 'the success toast'],
  ['onStatus', 'danger', 'the error toast'],
  ['success', 'surface', 'success words on a panel'],
  ['success', 'bg', 'success words on the page'],
  ['success', 'successSoft', 'success words on a success background'],
  ['successStrong', 'successSoft', 'small success pills'],
  ['danger', 'surface', 'errors and shortfalls on a panel'],
  ['danger', 'bg', 'errors on the page'],
  ['danger', 'dangerSoft', 'errors on an error background'],
  ['danger', 'surfaceMuted', 'errors on a muted row'],
  ['sidebarText', 'sidebar', 'the menu'],
  ['sidebarText', 'sidebarRaised', 'the menu’s raised parts'],
  ['sidebarText', 'sidebarActive', 'the menu’s current screen'],
  ['sidebarMuted', 'sidebar', 'the menu’s hints'],
  ['badgeText', 'badge', 'counts on badges'],
  ['warningText', 'warningSoft', 'pills that need attention (a warm lead, a status to look at)'],
  ['warningText', 'surfaceMuted', 'a check-in alert’s tag'],
  ['neutralText', 'neutralSoft', 'plain status pills'],
  ['text', 'noticeSoft', 'a warning notice at the desk'],
  ['muted', 'noticeSoft', 'a warning notice’s hints'],
  ['vipText', 'vip', 'the VIP badge'],
]

/**
 * Colours that carry no words but tell a state (a warning stripe, the focus ring, a success or
 * error border): each needs 3:1 against the surface it is drawn on (WCAG 1.4.11).
 */
export const STATE_MARKS: readonly ColourPair[] = [
  ['warning', 'surface', 'the warning stripe of a notice'],
  ['focus', 'surface', 'the keyboard focus ring'],
  ['success', 'surface', 'a success border'],
  ['danger', 'surface', 'an error border'],
  ['control', 'surface', 'the edge of a form control on a panel'],
  ['control', 'bg', 'the edge of a form control on the page'],
  ['sidebarMarker', 'sidebarActive', 'the menu’s mark beside the current screen'],
  ['sidebarControl', 'sidebar', 'the edge of the menu’s search box'],
  ['sidebarControl', 'sidebarRaised', 'the edge of the menu’s search box, inside'],
]

/** Colours that only decorate (lines between parts, a background tint): they carry no meaning alone. */
export const DECORATIVE: readonly ThemeColour[] = ['border', 'sidebarBorder', 'sidebarHover', 'sidebarDeep', 'primaryLine', 'media']
