import type { Migration } from '../migration'

export const customerDatesOfBirth: Migration = {
  id: 36,
  name: 'alerts at check-in: a customer’s date of birth (YYYY-MM-DD; NULL when not known), for the birthday alert',
  sql: `
      ALTER TABLE customers ADD COLUMN date_of_birth TEXT;
    `,
}
