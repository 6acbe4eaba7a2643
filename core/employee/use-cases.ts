import type { CorePorts } from '../ports'
import { addRosterShift } from './add-roster-shift.use-case'
import { applyShiftPattern } from './apply-shift-pattern.use-case'
import { bookRosterSlot } from './book-roster-slot.use-case'
import { createEmployee } from './create-employee.use-case'
import { createShiftPattern } from './create-shift-pattern.use-case'
import { decideLeave } from './decide-leave.use-case'
import { loadAttendance } from './load-attendance.use-case'
import { loadDelinquencies } from './load-delinquencies.use-case'
import { loadEmployeeList } from './load-employee-list.use-case'
import { employeeListPage } from './employee-list-page.use-case'
import { loadEmployeeProfile } from './load-employee-profile.use-case'
import { loadGroomingScore } from './load-grooming-score.use-case'
import { loadGxShifts } from './load-gx-shifts.use-case'
import { loadLeaveRequests } from './load-leave-requests.use-case'
import { loadMyLeaveRequests } from './load-my-leave-requests.use-case'
import { loadRoster } from './load-roster.use-case'
import { loadRosterSlots } from './load-roster-slots.use-case'
import { loadShiftPatterns } from './load-shift-patterns.use-case'
import { markManualAttendance } from './mark-manual-attendance.use-case'
import { planShiftPattern } from './plan-shift-pattern.use-case'
import { ptLevelOptions } from './pt-level-options.use-case'
import { requestDelinquencyReversal } from './request-delinquency-reversal.use-case'
import { requestLeave } from './request-leave.use-case'
import { specialisationOptions } from './specialisation-options.use-case'
import { updateEmployeeProfile } from './update-employee-profile.use-case'

/** The employee use cases, bound to their ports. */
export const employeeUseCases = (p: CorePorts) => ({
  addRosterShift: addRosterShift(p),
  applyShiftPattern: applyShiftPattern(p),
  bookRosterSlot: bookRosterSlot(p),
  createEmployee: createEmployee(p),
  createShiftPattern: createShiftPattern(p),
  decideLeave: decideLeave(p),
  loadAttendance: loadAttendance(p),
  loadDelinquencies: loadDelinquencies(p),
  loadEmployeeList: loadEmployeeList(p),
  employeeListPage: employeeListPage(p),
  loadEmployeeProfile: loadEmployeeProfile(p),
  loadGroomingScore: loadGroomingScore(p),
  loadGxShifts: loadGxShifts(p),
  loadLeaveRequests: loadLeaveRequests(p),
  loadMyLeaveRequests: loadMyLeaveRequests(p),
  loadRoster: loadRoster(p),
  loadRosterSlots: loadRosterSlots(p),
  loadShiftPatterns: loadShiftPatterns(p),
  markManualAttendance: markManualAttendance(p),
  planShiftPattern: planShiftPattern(p),
  ptLevelOptions: ptLevelOptions(p),
  requestDelinquencyReversal: requestDelinquencyReversal(p),
  requestLeave: requestLeave(p),
  specialisationOptions: specialisationOptions(p),
  updateEmployeeProfile: updateEmployeeProfile(p),
})
