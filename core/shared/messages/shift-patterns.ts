// ---- shift patterns on the roster (rostering): weekly templates applied to an agent's week ----
export const APPLY_SHIFT_PATTERN = 'Apply shift pattern'
export const CONFIRM_SHIFT_PATTERN = 'Apply pattern'
export const PATTERN_AGENT = 'Employee'
export const PATTERN_LIST = 'Shift pattern'
export const PATTERN_WEEK = 'Week'
export const PATTERN_AGENT_REQUIRED = 'Choose an employee'
export const PATTERN_REQUIRED = 'Choose a shift pattern'
export const NO_SHIFT_PATTERNS = 'This centre has no shift patterns yet'
export const SHIFT_PATTERN_NOT_FOUND = 'Shift pattern not found at this centre'
export const PATTERN_WEEK_REQUIRED = 'Choose the week to apply the pattern to'
/** 'Mon–Fri', 'Sat–Sun', 'Mon, Wed' ... with '6:00 AM – 2:00 PM' and the kind: one line of a pattern in words. */
export const patternDaysLine = (days: string, from: string, to: string, kind: string): string => `${days}: ${from} – ${to}, ${kind}`
export const shiftPatternApplied = (n: number): string => (n === 1 ? '1 shift added from the pattern' : `${n} shifts added from the pattern`)
export const shiftPatternClash = (days: readonly string[]): string =>
  `The employee already has a shift or leave on ${days.join(', ')}: no shift was added`
export const patternWeekLabel = (from: string, to: string): string => `${from} – ${to}`
export const NEW_SHIFT_PATTERN = 'New shift pattern'
export const SAVE_SHIFT_PATTERN = 'Save pattern'
export const PATTERN_NAME = 'Pattern name'
export const PATTERN_DAYS = 'Working days'
export const PATTERN_NAME_REQUIRED = 'Name the pattern'
export const PATTERN_NAME_TOO_LONG = 'Keep the name to 60 characters'
export const PATTERN_DAYS_REQUIRED = 'Choose at least one working day'
export const PATTERN_DAYS_INVALID = 'Each working day needs a start before its end (by midnight), once per weekday'
export const PATTERN_NAME_TAKEN = 'A shift pattern with this name exists at this centre'
export const SHIFT_PATTERN_SAVED = 'Shift pattern saved'
export const SHIFT_PATTERNS_FULL = 'A centre keeps at most 50 shift patterns'
