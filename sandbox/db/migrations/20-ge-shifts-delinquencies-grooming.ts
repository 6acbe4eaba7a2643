import type { Migration } from '../migration'

export const geShiftsDelinquenciesAndGrooming: Migration = {
  id: 20,
  name: 'group-exercise shifts, delinquencies and grooming audits',
  sql: `
      CREATE TABLE gx_shifts (
        id TEXT PRIMARY KEY,
        center_service_id INTEGER NOT NULL,
        class_name TEXT NOT NULL,
        trainer_name TEXT NOT NULL,
        cult_employee_id TEXT NOT NULL,
        start_time INTEGER NOT NULL,
        end_time INTEGER NOT NULL
      );
      CREATE INDEX gx_shifts_by_centre ON gx_shifts (center_service_id, start_time);
      CREATE TABLE delinquencies (
        id TEXT PRIMARY KEY,
        emp_id TEXT NOT NULL,
        center_service_id INTEGER NOT NULL,
        day TEXT NOT NULL,
        kind TEXT NOT NULL,
        points INTEGER NOT NULL,
        status TEXT NOT NULL,
        reversal_reason TEXT
      );
      CREATE INDEX delinquencies_by_employee ON delinquencies (emp_id, center_service_id);
      CREATE TABLE grooming_audits (
        emp_id TEXT NOT NULL,
        center_service_id INTEGER NOT NULL,
        day TEXT NOT NULL,
        score INTEGER NOT NULL,
        out_of INTEGER NOT NULL,
        remarks TEXT NOT NULL,
        PRIMARY KEY (emp_id, center_service_id, day)
      );
    `,
}
