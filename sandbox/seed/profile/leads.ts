import { DEMO } from './customers'
import type { ProfileSeed } from './seed-context'

/** The demo customers' leads at the main gym. */
export const seedLeads = ({ db, at }: ProfileSeed): void => {
  const insLead = db.prepare('INSERT INTO leads (user_id, center_service_id, category, status, data) VALUES (?, ?, ?, ?, ?)')
  const lead = (userId: string, csid: number, category: string, status: string, o: Record<string, unknown>): void => {
    insLead.run(userId, csid, category, status, JSON.stringify({ userId, centerId: csid, leadCategory: category, leadStatus: status, ...o }))
  }
  lead(DEMO.activeOver30.id, 1001, 'PT_LEAD', 'ACTIVE', { leadType: 'HOT', comment: 'Wants strength training', assigneeId: 'staff-trainer', assigneeName: 'Rahul Nair', assigneeType: 'TRAINER', createdBy: 'staff-cm', createdAt: at(-4, 12), taskInstanceId: 'ti-9001', leadQuality: 'HOT', commentTag: 'Strength', taskAssignee: { fullName: 'Rahul Nair' } })
  lead(DEMO.activeUnder30.id, 1001, 'GYM_LEAD', 'ACTIVE', { leadType: 'WARM', comment: 'Renewal discussion', assigneeId: 'staff-frontdesk', assigneeName: 'Meera Iyer', assigneeType: 'MC', createdBy: 'staff-frontdesk', createdAt: at(-2, 17), taskInstanceId: 'ti-9002', leadQuality: 'WARM', commentTag: 'Price', taskAssignee: { fullName: 'Meera Iyer' } })
  lead(DEMO.expired.id, 1001, 'GYM_LEAD', 'CLOSED', { leadType: 'COLD', comment: 'Moved city', assigneeId: 'staff-frontdesk', assigneeName: 'Meera Iyer', assigneeType: 'MC', createdBy: 'staff-frontdesk', createdAt: at(-25, 11), taskInstanceId: null, leadQuality: 'COLD', commentTag: 'Relocation', taskAssignee: null })
}
