import type { Migration } from '../migration'

/**
 * An index for the sort of each list an owner of many centres pages through (docs/api/paging.md,
 * 'People and centres'): the centre selector (the staff member's own order), the employee list (by
 * name; the name is kept beside each centre link by triggers, so a centre's employees are read in
 * name order from one index), the target upload history (newest first) and Transfer Leads' owners
 * (by name, grouped along the index).
 */
export const peoplePagingIndexes: Migration = {
  id: 35,
  name: 'paging: an index for the centre selector, the employee list, the target upload history and the lead owners',
  sql: `
      CREATE INDEX people_paging_staff_centres ON staff_centres (staff_id, position, centre_id);
      ALTER TABLE employee_centres ADD COLUMN sort_name TEXT NOT NULL DEFAULT '';
      UPDATE employee_centres SET sort_name = COALESCE((SELECT lower(json_extract(e.data, '$.name')) FROM employees e WHERE e.agent_id = employee_centres.agent_id), '');
      CREATE TRIGGER people_paging_name_on_link AFTER INSERT ON employee_centres BEGIN
        UPDATE employee_centres SET sort_name = COALESCE((SELECT lower(json_extract(e.data, '$.name')) FROM employees e WHERE e.agent_id = NEW.agent_id), '')
        WHERE agent_id = NEW.agent_id AND center_service_id = NEW.center_service_id;
      END;
      CREATE TRIGGER people_paging_name_on_insert AFTER INSERT ON employees BEGIN
        UPDATE employee_centres SET sort_name = COALESCE(lower(json_extract(NEW.data, '$.name')), '') WHERE agent_id = NEW.agent_id;
      END;
      CREATE TRIGGER people_paging_name_on_update AFTER UPDATE OF data ON employees BEGIN
        UPDATE employee_centres SET sort_name = COALESCE(lower(json_extract(NEW.data, '$.name')), '') WHERE agent_id = NEW.agent_id;
      END;
      CREATE INDEX people_paging_employees_by_name ON employee_centres (center_service_id, sort_name, agent_id);
      CREATE INDEX people_paging_target_files_by_time ON target_files (centre_id, uploaded_at, file_name);
      CREATE INDEX people_paging_target_files_by_entity ON target_files (centre_id, entity, uploaded_at, file_name);
      CREATE INDEX people_paging_lead_owners ON leads (center_service_id, status, lower(COALESCE(json_extract(data, '$.assigneeName'), '')), COALESCE(json_extract(data, '$.assigneeId'), ''));
    `,
}
