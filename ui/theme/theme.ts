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
    /** The edge of a form control (inputs, selects): 3.5:1 on a panel, 3.2:1 on the page (WCAG 1.4.11 needs 3:1). */
    control: '#808a9f',
    /** A status that needs attention (a pill, an alert's tag), in words: 6.3:1 on warningSoft. */
    warningText: '#8a4b00',
    warningSoft: '#fff4e6',
    /** A plain status (a pill), in words: 6.9:1 on neutralSoft. */
    neutralText: '#4a5264',
    neutralSoft: '#eef0f5',
    /** A warning notice's background (desk notices). */
    noticeSoft: '#fff9db',
    /** The VIP badge: gold words on near-black, 10.9:1. */
    vip: '#2b2111',
    vipText: '#f5d37a',
    /** The initials of an avatar, on each colour of the avatar palette (avatar-colour.ts): 4.5:1 or more. */
    onAvatar: '#ffffff',
    /** The menu's mark beside the current screen: 3.7:1 on sidebarActive. */
    sidebarMarker: '#748ffc',
    /** The edge of a form control in the menu (its search box): 3.8:1 on the menu, 3.3:1 on its raised parts. */
    sidebarControl: '#6b7694',
    /** The centre selector's edge under the pointer, in the menu. */
    sidebarHover: '#4a5680',
    /** The far end of the signed-out page's gradient (from sidebar). */
    sidebarDeep: '#26345f',
    /** The edge of a level chip (employees). */
    primaryLine: '#c5d0fa',
    /** Behind the camera's picture while it starts. */
    media: '#000000',
  },
  /** Behind a modal or the phone's menu drawer. */
  scrim: 'rgba(10, 14, 26, 0.5)',
  radius: '10px',
  shadow: '0 1px 2px rgba(16, 24, 40, 0.06), 0 1px 3px rgba(16, 24, 40, 0.1)',
  shadowRaised: '0 12px 32px rgba(16, 24, 40, 0.18)',
  font: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  phone: '760px',
} as const

export type Theme = typeof theme
