/**
 * What a screen says when the person using it may not see a block, when a file is not what it
 * claims to be, and other states that must say what happened in staff words.
 */

/** A block (or an action) the signed-in staff member's role does not give access to: no retry can help. */
export const BLOCK_NOT_AUTHORIZED = 'Not Authorized: your role does not include this. Ask your centre manager if you need it.'
/** The session ended while the screen was open (a 401 after the retries): signing in again is the way on. */
export const BLOCK_SIGNED_OUT = 'You have been signed out. Sign in again to continue.'
