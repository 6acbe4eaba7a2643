import { formatCount } from '../count-format'

// ---- A sell screen's customer lookup and a text over the server's bound ----
export const REGISTER_NEW_USER = 'Register New User'
export const REGISTER_NEW_USER_TITLE = 'Register New User'
export const REGISTER_PHONE_LABEL = 'Mobile number'
export const REGISTER_FIRST_NAME_LABEL = 'First name'
export const REGISTER_LAST_NAME_LABEL = 'Last name'
export const userRegistered = (name: string): string => `${name} registered`
export const textTooLongMessage = (max: number): string => `At most ${formatCount(max)} characters`
