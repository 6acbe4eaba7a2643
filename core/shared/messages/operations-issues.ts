// ---- operations: issues and door (/issues Report Issue, /door Door Access Control) ----
// The spec shows no fields for these screens; these are the words staff use for the codes of
// part 3 §9 and the form's fields (docs/decisions/operations.md). The spec's own
// texts reused here: 'This field can't be empty' (FIELD_REQUIRED) and 'Ticket created
// Successfully: {id}' (injuryTicketCreated), both in forms-and-selling.ts.
export const ISSUE_STATUS_LABELS: Readonly<Record<string, string>> = {
  OPEN: 'Open',
  IN_PROGRESS: 'In progress',
  RESOLVED: 'Resolved',
  CLOSED: 'Closed',
}
export const ISSUE_CATEGORY_LABELS: Readonly<Record<string, string>> = {
  EQUIPMENT: 'Gym equipment',
  FACILITY: 'Facility (AC, lights, water, washrooms)',
  HOUSEKEEPING: 'Housekeeping',
  TABLET: 'Check-in tablet or app',
  DOOR_ACCESS: 'Door access',
  OTHERS: 'Others',
}
export const REPORT_NEW_ISSUE = 'Report an issue'
export const ISSUE_CATEGORY = 'Category'
export const ISSUE_CATEGORY_COMMENT = 'Describe the category'
export const ISSUE_TITLE = 'Title'
export const ISSUE_DESCRIPTION = 'What happened'
export const ISSUE_SUBMIT = 'Report Issue'
export const ISSUES_OF_CENTRE = 'Issues at this centre'
export const ISSUE_COLUMN_TICKET = 'Ticket'
export const ISSUE_COLUMN_REPORTED = 'Reported'
export const ISSUE_COLUMN_STATUS = 'Status'
export const ISSUE_CHOOSE = 'Choose…'
export const issueTooLong = (max: number): string => `Keep this under ${max + 1} characters`
export const issueReportedBy = (name: string, when: string): string => `${name}, ${when}`
export const ISSUE_UNKNOWN_CATEGORY = 'Choose a category from the list'

export const DOOR_KIND_LABELS: Readonly<Record<string, string>> = {
  EM_LOCK: 'Electromagnetic door lock',
  SWING_BARRIER: 'Swing barrier',
}
export const DOOR_VENDOR_LABELS: Readonly<Record<string, string>> = {
  Fortuna: 'Fortuna',
  AVTech: 'AVTech',
  AVTechV2: 'AVTech V2',
}
export const DOOR_STATUS_LABELS: Readonly<Record<string, string>> = {
  FUNCTIONAL: 'Working',
  'DOOR KEPT OPEN': 'Door kept open',
  OFFLINE: 'Offline',
}
export const DOOR_ACTION_LABELS: Readonly<Record<string, string>> = {
  CHECKIN: 'Let in',
  CHECKOUT: 'Let out',
}
export const DOOR_ACTION_DONE: Readonly<Record<string, string>> = {
  CHECKIN: 'Door opened to let a member in',
  CHECKOUT: 'Door opened to let a member out',
}
export const DOOR_DEVICES = 'Devices'
export const DOOR_KIND_FILTER = 'Device type'
export const DOOR_ALL_KINDS = 'All devices'
export const NO_DOOR_DEVICES = 'No door devices at this centre'
export const DOOR_DEVICE_OFFLINE = 'This device is offline: it cannot open the door. Check its power and network.'
export const DOOR_DEVICE_NOT_FOUND = 'No such door device'
export const DOOR_NEVER_USED = 'Not opened from the portal yet'
export const doorLastAction = (action: string, by: string, when: string): string => `Last: ${action} by ${by}, ${when}`
export const doorVendorKind = (kind: string, vendor: string): string => `${kind} · ${vendor}`
export const DOOR_VIEW_ONLY = 'You can see the devices; opening a door needs edit access to Door Access Control.'
export const doorStatusSince = (status: string, when: string): string => `${status} since ${when}`
export const doorActionOn = (action: string, device: string): string => `${action}: ${device}`
