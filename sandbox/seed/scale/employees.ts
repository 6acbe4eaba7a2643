import type { CentreWire } from '../../../adapters/http/contract/centre.codecs'
import type { EmployeeWire } from '../../../adapters/http/contract/employee.codecs'
import type { Db } from '../../db/database'
import { writeAgentOfEmployee } from '../../store/trainers'
import { FIRST, LAST } from './customers'
import type { ScalePlan } from './plan'

const ROLES = ['FMS_FLOOR_TRAINER', 'FMS_PERSONAL_TRAINER', 'FMS_GROUP_TRAINER', 'FMS_MC', 'HOUSEKEEPING', 'AFM'] as const

/** The flagship's staff (the first scale centre): employees in the rows the employees seed writes. */
export const scaleEmployees = (plan: ScalePlan, flagship: CentreWire): readonly EmployeeWire[] =>
  Array.from({ length: plan.employees }, (_, i) => {
    const role = ROLES[i % ROLES.length] as string
    const first = FIRST[i % FIRST.length] as string
    const last = LAST[Math.floor(i / FIRST.length) % LAST.length] as string
    const agentId = `emp-s${String(i + 1).padStart(5, '0')}`
    return {
      agentId,
      name: `${first} ${last}`,
      email: `${first.toLowerCase()}.${last.toLowerCase()}.${agentId}@centres.example`,
      phone: String(9_700_000_000 + i),
      primaryRole: role,
      roles: [role],
      status: i % 25 === 24 ? 'INACTIVE' : 'ACTIVE',
      photoUrl: null,
      ptLevelCode: null,
      specialisations: [],
      workoutFamilies: [],
      centres: [{ centerServiceId: flagship.centerServiceId, name: flagship.name, type: flagship.type }],
      empId: `EMP${700_000 + i}`,
      cultEmployeeId: null,
    }
  })

export const seedScaleEmployees = (db: Db, plan: ScalePlan, flagship: CentreWire): void => {
  const insEmp = db.prepare('INSERT INTO employees (agent_id, email, phone, data) VALUES (?, ?, ?, ?)')
  const insAt = db.prepare('INSERT INTO employee_centres (agent_id, center_service_id) VALUES (?, ?)')
  for (const e of scaleEmployees(plan, flagship)) {
    insEmp.run(e.agentId, e.email, e.phone, JSON.stringify(e))
    insAt.run(e.agentId, flagship.centerServiceId)
    writeAgentOfEmployee(db, e)
  }
}
