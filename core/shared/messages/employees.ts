// ---- Employees: staff list and profile, attendance (employees) ----
// Spec words where the spec gives them ('I'm Sure', 'Cancel', the attendance reasons); the rest
// are our labels for what centre staff see.
export const I_M_SURE = "I'm Sure"
export const ARE_YOU_SURE = 'Are you sure?'
export const ATTENDANCE_REASON_OPTIONS = [
  'Member forgot to mark',
  'Tab scan not working',
  'Late allowance (rain, facility issues, new member/trial)',
  'Others',
] as const
export const ATTENDANCE_REASON_LABEL = 'Reason'
export const MARK_ATTENDANCE = 'Mark attendance'
export const manualAttendanceQuestion = (name: string, shift: string): string => `Mark ${name} present for the shift ${shift}?`
export const ATTENDANCE_MARKED = 'Attendance marked'
export const ATTENDANCE_STATUS_LABELS: Readonly<Record<string, string>> = {
  PRESENT: 'Present',
  ABSENT: 'Absent',
  NOT_MARKED: 'Not marked yet',
  ON_LEAVE: 'On leave',
}
export const markedByHand = (reason: string, by: string): string => `Marked by ${by}: ${reason}`
export const leaveFrom = (time: string): string => `On leave from ${time}`
export const NO_SHIFTS_TODAY = 'Nobody is rostered at this centre on this day'
export const ATTENDANCE_DAY = 'Day'
export const EMPLOYEES_UNAVAILABLE = 'Error Occurred while data fetch'
export const SEARCH_EMPLOYEES = 'Search by name, e-mail, phone or employee id'
export const ROLE_FILTER = 'Role'
export const STATUS_FILTER = 'Status'
export const EMPLOYEE_ALL_ROLES = 'All roles'
export const EMPLOYEE_ALL_STATUSES = 'Active and inactive'
export const EMPLOYEE_STATUS_LABELS: Readonly<Record<string, string>> = { ACTIVE: 'Active', INACTIVE: 'Inactive' }
export const employeesCount = (shown: number, total: number): string =>
  shown === total ? `${total} employee${total === 1 ? '' : 's'}` : `${shown} of ${total} employees`
export const NO_EMPLOYEES_MATCH = 'No employee matches this search'
export const NO_EMPLOYEES = 'Nothing here'
export const ADD_EMPLOYEE = 'Add employee'
export const EMPLOYEE_CREATED = 'Employee created'
export const EMPLOYEE_NAME = 'Full name'
export const EMPLOYEE_EMAIL = 'E-mail'
export const EMPLOYEE_PHONE = 'Mobile number'
export const EMPLOYEE_ROLE = 'Role'
export const PT_LEVEL = 'PT level'
export const NO_PT_LEVEL = 'No PT level'
export const SPECIALISATIONS = 'Specialisations'
export const NO_SPECIALISATIONS = 'None recorded'
export const WORKOUT_FAMILIES = 'Workout families'
export const CENTRES = 'Centres'
export const PRIMARY_ROLE = 'Primary role'
export const OTHER_ROLES = 'Other roles'
export const EMPLOYEE_ID = 'Employee id'
export const CONTACT = 'Contact'
export const EDIT_PROFILE = 'Edit profile'
export const SAVE_PROFILE = 'Save'
export const PROFILE_SAVED = 'Profile updated'
export const BACK_TO_EMPLOYEES = 'All employees'
export const EMPLOYEE_NAME_REQUIRED = 'Name is required'
export const EMPLOYEE_EMAIL_INVALID = 'Enter a valid e-mail'
export const EMPLOYEE_PHONE_INVALID = 'Invalid Phone Number'
export const EMPLOYEE_ROLE_REQUIRED = 'Role is required'
export const EMPLOYEE_EXISTS = 'An employee with this e-mail or phone already exists'
export const PT_LEVEL_UNKNOWN = 'This PT level does not exist'
export const SPECIALISATION_UNKNOWN = 'This specialisation is not offered for the role'
export const EMPLOYEE_NOT_FOUND = 'No employee with this id'
export const SHIFT_KIND_LABELS: Readonly<Record<string, string>> = {
  PERSONAL_TRAINING: 'Personal training',
  FLOOR_TRAINING: 'Floor training',
  CENTRE_MANAGER: 'Centre manager',
  COACHING: 'Coaching',
  LIFE_GUARD: 'Life guard',
  LEAVE: 'Leave',
}
/** Role codes in the words staff use. */
export const ROLE_LABELS: Readonly<Record<string, string>> = {
  FMS_PERSONAL_TRAINER: 'Personal trainer',
  FMS_FLOOR_TRAINER: 'Floor trainer',
  FMS_GROUP_TRAINER: 'Group trainer',
  AFM: 'Assistant fitness manager',
  FMS_CENTRE_MANAGER: 'Centre manager',
  FMS_MC: 'Membership consultant',
  PARTNER_STAFF: 'Partner staff',
  HOUSEKEEPING: 'Housekeeping',
  PLAY_COACH: 'Play coach',
  PLAY_CM: 'Play centre manager',
  SWIMMING_PT: 'Swimming PT',
  LIFE_GUARD: 'Life guard',
  INTERNAL_CM: 'Internal CM',
  CENTER_MANAGER: 'Centre manager',
}
export const NO_SHIFT_THAT_DAY = 'This employee has no shift at this centre on that day'
export const ON_LEAVE_THAT_DAY = 'This employee is on leave that day'
export const ATTENDANCE_ALREADY_MARKED = 'Attendance is already marked for this shift'
export const CENTRE_TYPE_LABELS: Readonly<Record<string, string>> = {
  GYMFIT: 'Gym',
  ONEPASS: 'One Pass',
  CULT: 'Cult',
  PLAY: 'Play',
  BOOTCAMP: 'Bootcamp',
}
export const SHIFT_END_BEFORE_START = 'A shift must end after it starts'
export const LEAVE_AT_FIVE = 'A leave is placed at 5 am of its day'
export const SHIFT_OVERLAPS = 'This employee already has a shift at that time'
export const ADD_SHIFT = 'Add shift or leave'
export const SHIFT_ADDED = 'Shift added'
export const LEAVE_ADDED = 'Leave added'
export const SHIFT_EMPLOYEE = 'Employee'
export const SHIFT_DAY = 'Day'
export const SHIFT_KIND = 'Kind'
export const SHIFT_START = 'Starts'
export const SHIFT_END = 'Ends'
export const PREVIOUS_WEEK = 'Previous week'
export const NEXT_WEEK = 'Next week'
export const THIS_WEEK = 'This week'
export const weekOfLabel = (from: string, to: string): string => `Week of ${from} to ${to}`
export const NO_SHIFT = 'Off'
export const ROSTER_TABLE = 'Roster of the week'
export const SHIFT_EMPLOYEE_REQUIRED = 'Choose an employee'
export const SHIFT_TIME_REQUIRED = 'Enter a time'
export const EMPLOYEE_STATUS_FIELD = 'Status'
