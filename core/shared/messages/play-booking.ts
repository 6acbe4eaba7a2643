/**
 * A play slot booked from the customer's profile at a play centre (the spec names the modal
 * 'Select a slot' with a date picker, a slot list and Continue; the block's own words are the
 * product's, docs/decisions/play.md).
 */
export const PLAY_BOOKINGS_BLOCK_TITLE = 'Play Bookings'
export const BOOK_PLAY_SLOT = 'Book Play Slot'
export const PLAY_SPORT_LABEL = 'Sport'
export const PLAY_CHOOSE_SPORT = 'Choose a sport'
export const NO_UPCOMING_PLAY_BOOKINGS = 'No upcoming play bookings'
export const NO_PLAY_SPORTS = 'No sports are played at this centre on this day'
export const PLAY_BOOKING_WHEN = 'When'
export const PLAY_BOOKING_SPORT = 'Sport'
export const PLAY_BOOKING_NEEDS_EDIT = 'Booking a play slot needs edit access to play sessions'
export const PLAY_WHO_PLAYS = 'Who plays'
