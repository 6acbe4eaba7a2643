import type { Migration } from '../migration'

export const employeesRosterAttendanceAndLeave: Migration = {
  id: 13,
  name: 'employees: fitness employees, their centres, roster shifts, attendance marks and leave requests',
  sql: `
      CREATE TABLE employees (agent_id TEXT PRIMARY KEY, email TEXT NOT NULL UNIQUE, phone TEXT NOT NULL UNIQUE, data TEXT NOT NULL);
      CREATE TABLE employee_centres (agent_id TEXT NOT NULL, center_service_id INTEGER NOT NULL, PRIMARY KEY (agent_id, center_service_id));
      CREATE INDEX employee_centres_by_centre ON employee_centres (center_service_id);
      CREATE TABLE roster_shifts (
        shift_id TEXT PRIMARY KEY,
        agent_id TEXT NOT NULL,
        center_service_id INTEGER NOT NULL,
        kind TEXT NOT NULL,
        start_time INTEGER NOT NULL,
        end_time INTEGER NOT NULL,
        created_by TEXT
      );
      CREATE INDEX roster_shifts_by_centre ON roster_shifts (center_service_id, start_time);
      CREATE TABLE attendance_marks (shift_id TEXT PRIMARY KEY, marked_at INTEGER NOT NULL, reason TEXT, marked_by TEXT);
      CREATE TABLE leave_requests (
        id TEXT PRIMARY KEY,
        agent_id TEXT NOT NULL,
        center_service_id INTEGER NOT NULL,
        start_day TEXT NOT NULL,
        end_day TEXT NOT NULL,
        status TEXT NOT NULL,
        reason TEXT NOT NULL,
        decided_by TEXT,
        decided_at INTEGER
      );
      CREATE INDEX leave_requests_by_centre ON leave_requests (center_service_id, status);
    `,
}
