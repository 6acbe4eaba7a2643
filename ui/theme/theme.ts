export const theme = {
  color: {
    bg: '#f4f6fb',
    surface: '#ffffff',
    text: '#1c2333',
    muted: '#5b6478',
    border: '#d9dfeb',
    primary: '#3b5bdb',
    primaryText: '#ffffff',
    success: '#2b8a3e',
    danger: '#c92a2a',
    sidebar: '#151b2e',
    sidebarText: '#e6e9f2',
    sidebarMuted: '#9aa3ba',
    focus: '#4c6ef5',
  },
  radius: '10px',
  shadow: '0 1px 2px rgba(16, 24, 40, 0.06), 0 1px 3px rgba(16, 24, 40, 0.1)',
  font: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  phone: '760px',
} as const

export type Theme = typeof theme
