import { KIOSK_RESOURCE } from '../../core/access/kiosk-session.rule'
import { ROUTES } from '../../core/access/route-map'

export type AccessLevel = 'VIEW' | 'EDIT'

/** A staff member the sandbox lets you sign in as. */
export type Persona = {
  readonly id: string
  readonly persona: string
  readonly title: string
  readonly name: string
  readonly email: string
  readonly phone: string
  readonly empId?: string
  readonly cultEmployeeId?: string
  /** The role memberships; the last one's role name is the user's role. */
  readonly memberships: readonly { readonly roleName: string; readonly contexts: readonly string[] }[]
  readonly permissions: Readonly<Record<string, readonly AccessLevel[]>>
  /** Centre ids, in the order the selector lists them. */
  readonly centres: readonly number[]
}

const ALL = [1, 2, 3, 4, 5, 6, 7, 8]
const VE: readonly AccessLevel[] = ['VIEW', 'EDIT']
const V: readonly AccessLevel[] = ['VIEW']

const everything = (level: readonly AccessLevel[]): Record<string, readonly AccessLevel[]> =>
  Object.fromEntries(
    [
      'PARTNER_CHECKIN', 'PLAY_PARTNER_HOMEPAGE', 'CM_PERFORMANCE', 'CM_LEADS', 'CM_AI_TRAINING', 'PLAY_PARTNER_SESSION',
      'INBOX', 'GROUP_CLASS', 'PARTNER_CLASS_SCHEDULE', 'PARTNER_WALKINS', 'TROUBLESHOOT_DEBUG', 'PMS_TARGET',
      'LEADS_UPLOAD', 'EXTEND_MEMBERSHIP', 'LEAD_TRANSFER', 'CENTER_CHECKINS', 'CENTER_BOOKINGS', 'CENTER_USER_DETAILS',
      'CENTER_SELL_PACKS', 'CENTER_PERSONAL_TRAINING', 'CENTER_PT_PACKS', 'CENTER_ATTENDANCE', 'ROSTERING', 'GX_Shifts',
      'TRAINER_PROFILE', 'CENTER_EMPLOYEE_DETAIL', 'LEAVE_APPROVAL', 'CRM_TASKS', 'PARTNER_ISSUE', 'NEW_MEMBER_DASHBOARD',
      'PT_SALES_DASHBOARD', 'CASH_SALES_REPORT', 'PILATES_CONSUMPTION_REPORT', 'CULT_HABIT_CENTER_MANAGER',
      'DOOR_ACCESS_CONTROL', 'PARTNER_SCORE', 'PT_MEMBERSHIP_UPDATE', 'EDIT_LEAD', 'PARTNER_REPORTS_REVENUE',
      'PARTNER_REPORTS_CENTER_HEALTH', 'PARTNER_REPORTS_SETTLEMENTS', 'PARTNER_REPORTS_LEADS', 'PARTNER_REPORTS_MY_MEMBERS',
      'PARTNER_REPORTS_REVENUE_TARGET', 'PARTNER_REPORTS_TRAINER_ATTENDANCE', 'PARTNER_REPORTS_GUARANTEED_GUIDANCE',
      'PARTNER_REPORTS_SALES_PERFORMANCE', 'PARTNER_REPORTS_CPL',
      // ---- money: signing off a cash drawer's close-out and refunding an order are a manager's ----
      'CASH_DRAWER_SIGN_OFF', 'ORDER_REFUND',
      // Every other resource the route map names, so the owner reaches every screen.
      ...ROUTES.flatMap((r) => (r.gate.permission === undefined ? [] : [r.gate.permission.resource])),
    ].map((r) => [r, level]),
  )

export const PERSONAS: readonly Persona[] = [
  {
    id: 'staff-owner',
    persona: 'owner',
    title: 'Owner: every centre, every permission',
    name: 'Asha Rao',
    email: 'asha.owner@centres.example',
    phone: '9800000001',
    empId: 'EMP1001',
    cultEmployeeId: 'CE1001',
    memberships: [{ roleName: 'PARTNER', contexts: ['CENTER_MANAGER_1001', 'CENTER_MANAGER_1003', 'CENTER_MANAGER_1006'] }],
    permissions: everything(VE),
    centres: ALL,
  },
  {
    id: 'staff-cm',
    persona: 'centre-manager',
    title: 'Centre manager: Koramangala, HSR, Whitefield',
    name: 'Vikram Shetty',
    email: 'vikram.cm@centres.example',
    phone: '9800000002',
    empId: 'EMP1002',
    memberships: [{ roleName: 'PARTNER_ADMIN', contexts: ['CENTER_MANAGER_1001', 'CENTER_MANAGER_1003'] }],
    permissions: {
      ...everything(VE),
      TROUBLESHOOT_DEBUG: VE, // ---- uploads ----: a centre manager runs the troubleshooting uploads of their own centres
      LEAD_TRANSFER: V,
    },
    centres: [1, 3, 4],
  },
  {
    id: 'staff-trainer',
    persona: 'trainer',
    title: 'Trainer: check-ins and PT at Koramangala',
    name: 'Rahul Nair',
    email: 'rahul.trainer@centres.example',
    phone: '9800000003',
    memberships: [{ roleName: 'PARTNER_USER', contexts: ['TRAINER_1001'] }],
    permissions: {
      PARTNER_CHECKIN: V,
      CENTER_CHECKINS: V,
      CENTER_BOOKINGS: V,
      CENTER_USER_DETAILS: V,
      CENTER_PERSONAL_TRAINING: V,
      CENTER_PT_PACKS: V,
    },
    centres: [1],
  },
  {
    id: 'staff-frontdesk',
    persona: 'front-desk',
    title: 'Front desk / membership consultant: sells and checks in',
    name: 'Meera Iyer',
    email: 'meera.frontdesk@centres.example',
    phone: '9800000004',
    empId: 'EMP1004',
    memberships: [{ roleName: 'FMS_MC', contexts: ['MC_1001', 'MC_1002'] }],
    permissions: {
      PARTNER_CHECKIN: VE,
      CENTER_CHECKINS: VE,
      CENTER_BOOKINGS: VE,
      CENTER_USER_DETAILS: VE,
      CENTER_SELL_PACKS: VE,
      CENTER_PT_PACKS: V,
      PARTNER_WALKINS: VE,
      CM_LEADS: VE,
      EDIT_LEAD: VE,
      PARTNER_ISSUE: VE,
      CASH_DRAWER: VE,
    },
    centres: [1, 2, 7],
  },
  {
    id: 'staff-coach',
    persona: 'play-coach',
    title: 'Play coach: Whitefield Play Arena',
    name: 'Kiran Das',
    email: 'kiran.coach@centres.example',
    phone: '9800000005',
    memberships: [{ roleName: 'PLAY_COACH', contexts: ['PLAY_COACH_1004'] }],
    permissions: { PLAY_PARTNER_HOMEPAGE: V, PLAY_PARTNER_SESSION: VE, CENTER_USER_DETAILS: V, CENTER_PT_PACKS: V },
    centres: [4],
  },
  {
    id: 'staff-internal-cm',
    persona: 'internal-cm',
    title: 'Internal CM (CLT employee id): CULT and hybrid centres',
    name: 'Farah Khan',
    email: 'farah.internal@centres.example',
    phone: '9800000006',
    empId: 'CLT2001',
    cultEmployeeId: 'CE2001',
    memberships: [{ roleName: 'INTERNAL CM', contexts: ['CENTER_MANAGER_1003', 'CENTER_MANAGER_1006'] }],
    permissions: {
      INBOX: VE,
      GROUP_CLASS: VE,
      CRM_TASKS: VE,
      GX_Shifts: VE,
      CENTER_USER_DETAILS: VE,
      CENTER_SELL_PACKS: VE,
      CM_PERFORMANCE: V,
      CM_LEADS: VE,
      PARTNER_REPORTS_LEADS: V,
      CASH_DRAWER: VE,
    },
    centres: [3, 6],
  },
  {
    id: 'staff-none',
    persona: 'no-permissions',
    title: 'New staff member with no permissions yet',
    name: 'Sunil Verma',
    email: 'sunil.new@centres.example',
    phone: '9800000007',
    memberships: [{ roleName: 'HOUSEKEEPING', contexts: [] }],
    permissions: {},
    centres: [1],
  },
  {
    id: 'staff-kiosk',
    persona: 'kiosk',
    title: 'Self check-in kiosk at the Koramangala entrance: checks members in, nothing else',
    name: 'Koramangala entrance kiosk',
    email: 'kiosk.koramangala@centres.example',
    phone: '9800000008',
    memberships: [{ roleName: 'KIOSK', contexts: ['KIOSK_1001'] }],
    permissions: { [KIOSK_RESOURCE]: VE },
    centres: [1],
  },
]
