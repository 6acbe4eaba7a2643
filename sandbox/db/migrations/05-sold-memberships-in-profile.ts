import type { Migration } from '../migration'

export const soldMembershipsInProfile: Migration = {
  id: 5,
  name: 'one backend: sold memberships mirrored into the customer profile',
  sql: `
      ALTER TABLE customer_memberships ADD COLUMN sold_membership_id TEXT;
      CREATE UNIQUE INDEX customer_memberships_by_sold ON customer_memberships (sold_membership_id);
    `,
}
