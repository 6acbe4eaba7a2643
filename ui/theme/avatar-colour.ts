/**
 * The avatar palette: 25 colours, each dark enough for white initials (contrast ≥ 4.5:1).
 */
export const AVATAR_PALETTE: readonly string[] = [
  '#c2255c', '#a61e4d', '#862e9c', '#5f3dc4', '#364fc7',
  '#1864ab', '#0b7285', '#087f5b', '#2b7a3b', '#4f7a0b',
  '#a14e00', '#c92a2a', '#9c36b5', '#6741d9', '#3b5bdb',
  '#1971c2', '#0a6f80', '#087256', '#276b34', '#495057',
  '#b02a5b', '#7048e8', '#1a6bb8', '#343a40', '#8c1c13',
]

/** A stable colour for a key (the staff member's email): the same key always gets the same colour. */
export const avatarColour = (key: string): string => {
  let h = 0
  for (const ch of key.trim().toLowerCase()) h = (h * 31 + (ch.codePointAt(0) ?? 0)) >>> 0
  return AVATAR_PALETTE[h % AVATAR_PALETTE.length] ?? '#495057'
}

/** The initial shown in the avatar: the first letter of the name or key, upper-case. */
export const avatarInitial = (nameOrKey: string): string => (nameOrKey.trim()[0] ?? '?').toUpperCase()
