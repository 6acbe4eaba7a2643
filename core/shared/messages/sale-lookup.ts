// ---- A sell screen's customer lookup and a text over the server's bound ----
export const REGISTER_NEW_USER = 'Register New User'
export const REGISTER_NEW_USER_TITLE = 'Register New User'
export const REGISTER_PHONE_LABEL = 'Mobile number'
export const REGISTER_FIRST_NAME_LABEL = 'First name'
export const REGISTER_LAST_NAME_LABEL = 'Last name'
export const userRegistered = (name: string): string => `${name} registered`
/** A text over the server's bound (TEXT_MAX_CHARS, 1,000 characters; the count written as formatCount writes it). */
export const TEXT_TOO_LONG = 'At most 1,000 characters'
