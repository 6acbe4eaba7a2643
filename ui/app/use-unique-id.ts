import { useState } from 'react'

let next = 0

/**
 * An id unique in the page for as long as the component is drawn: what ties a label, a hint or an
 * error to its field. Preact's own `useId` counts per tree root, so a dialog (drawn in a portal,
 * its own root) repeats the ids of the page under it, and a label could name another field.
 */
export const useUniqueId = (): string => useState(() => `f${(next++).toString(36)}`)[0]
