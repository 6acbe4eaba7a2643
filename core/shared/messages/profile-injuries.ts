// ---- The profile: injuries read back, the customer kept across a reload, cult trainers, the check-in list ----
// The spec gives none of these texts; they are our labels for what staff see.
export const INJURIES_TITLE = 'Reported Injuries'
export const NO_INJURIES_REPORTED = 'No injuries reported at this centre'
export const injuryTicketLabel = (id: string): string => `Ticket ${id}`
export const injuryWhen = (date: string, time: string): string => `Injured on ${date} at ${time}`
export const injuryFiledBy = (cm: string, trainer: string): string => `Centre manager ${cm} · Trainer ${trainer}`
export const unknownWorkout = (w: string): string => `Unknown workout '${w}': choose GX, Gym or Play.`
export const CULT_EMPLOYEE_ID_NOT_YOURS = 'The cult employee id is not yours.'
export const SELL_ACADEMY_PACK = 'SELL ACADEMY PACK'
