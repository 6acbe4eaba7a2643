import type { Migration } from '../migration'

export const playBookingChild: Migration = {
  id: 26,
  name: 'play: the child user a play booking is for (NULL: the account holder plays)',
  sql: `
      ALTER TABLE play_bookings ADD COLUMN child_id TEXT;
    `,
}
