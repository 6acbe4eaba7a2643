import type { Migration } from '../migration'

export const rosterLeaveSourceAndAttendanceReason: Migration = {
  id: 25,
  name: 'employees: the leave request a roster leave comes from (NULL: recorded by a manager), the free text of the attendance reason Others',
  sql: `
      ALTER TABLE roster_shifts ADD COLUMN leave_request_id TEXT;
      ALTER TABLE attendance_marks ADD COLUMN reason_note TEXT;
    `,
}
