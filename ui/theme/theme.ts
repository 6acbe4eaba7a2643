export const theme = {
  color: {
    bg: '#f4f6fb',
    surface: '#ffffff',
    surfaceMuted: '#f8f9fc',
    text: '#1c2333',
    muted: '#5b6478',
    border: '#d9dfeb',
    primary: '#3b5bdb',
    primaryHover: '#3049b8',
    primarySoft: '#edf2ff',
    primaryText: '#ffffff',
    /** Success: white on it (the success toast) 5.9:1; as text on the page, its surfaces and successSoft 5.4:1 or more. */
    success: '#267334',
    successSoft: '#ebfbee',
    /** Success text on successSoft at 11-12 px: 6.1:1 (WCAG AA needs 4.5:1). */
    successStrong: '#1e6b2f',
    danger: '#c92a2a',
    dangerSoft: '#fff5f5',
    /** A warning stripe (no words on it): 3.3:1 on a panel (WCAG 1.4.11 needs 3:1). */
    warning: '#e06f00',
    sidebar: '#151b2e',
    sidebarRaised: '#1e2640',
    sidebarBorder: '#2e3650',
    sidebarText: '#e6e9f2',
    sidebarMuted: '#a3acc2',
    sidebarActive: '#2b3a6b',
    focus: '#4c6ef5',
    badge: '#ffd43b',
    badgeText: '#3d2c00',
    /** Text on a status colour (the success and error toasts). */
    onStatus: '#ffffff',
  },
  radius: '10px',
  shadow: '0 1px 2px rgba(16, 24, 40, 0.06), 0 1px 3px rgba(16, 24, 40, 0.1)',
  shadowRaised: '0 12px 32px rgba(16, 24, 40, 0.18)',
  font: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  phone: '760px',
} as const

export type Theme = typeof theme
