import type { PlayBookingBoard } from './play-booking-board.port'

export type PlayBookingsDeps = { readonly playBookings: PlayBookingBoard }
