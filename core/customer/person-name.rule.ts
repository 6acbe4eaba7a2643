import { NAME_STARTS_LIKE_FORMULA } from '../shared/messages'

/**
 * A person's name never starts with `=`, `+` or `@`: those are how a spreadsheet starts a formula
 * (OWASP CSV injection), and no member's or employee's name is written that way. The server refuses
 * such a name (a member, a walk-in, an employee), so that any reader of the API gets clean names; a
 * free text (a comment, an issue's title) is stored as typed and neutralised when exported
 * (core/shared/csv.rule.ts). A leading '-' is not refused (a name pasted from a list may carry a
 * dash): it is stored and, like every text, neutralised in every export.
 */
export const nameRefusal = (name: string): string | undefined => (/^[=+@\t\r]/.test(name.trim()) ? NAME_STARTS_LIKE_FORMULA : undefined)
