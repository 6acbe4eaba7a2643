import { describe, expect, it } from 'vitest'
import { LEAD_DESK_PATHS } from '../../adapters/http/contract/lead-desk-paths'
import { PATHS } from '../../adapters/http/contract/paths'
import { REPORT_PATHS } from '../../adapters/http/contract/report-paths'
import { UPLOAD_PATHS } from '../../adapters/http/contract/upload-paths'
import { bulkUploadPath } from '../../adapters/http/contract/uploads.codecs'
import { buildReportQuery } from '../../core/reports/report-query.rule'
import { epochMs } from '../../core/shared/brands'
import { addDays } from '../../core/shared/centre-day'
import { centreDayOf } from '../../core/shared/centre-day-of'
import * as M from '../../core/shared/messages'
import { apiFetch, signIn } from '../support/sandbox-client'

const phone = (): string => `7${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`
const tag = (): string => Math.random().toString(36).slice(2, 8)

type Lead = { leadId: number; userId: string; customerName?: string; assigneeId: string; assigneeName: string; leadStatus: string; nextFollowUpTime?: number | null; taskInstanceId?: string | null }

/** Uploads a leads file (its rows' cells) at the main gym (centre 1) as a persona, and applies it. */
const uploadLeads = async (session: string, cells: readonly (readonly string[])[]): Promise<{ uploadId: string; changed: number }> => {
  const begin = await apiFetch(session, bulkUploadPath(UPLOAD_PATHS.bulkUploads, 'leads'), { body: { centerId: 1, fileName: 'leads.csv', rows: cells.length } })
  expect(begin.status).toBe(201)
  const { uploadId } = begin.body as { uploadId: string }
  expect((await apiFetch(session, bulkUploadPath(UPLOAD_PATHS.bulkUploadRows, 'leads', uploadId), { body: { rows: cells.map((c, i) => ({ row: i + 2, cells: c })) } })).status).toBe(200)
  const check = await apiFetch(session, bulkUploadPath(UPLOAD_PATHS.bulkUploadCheck, 'leads', uploadId), { body: {} })
  expect(check.body).toMatchObject({ errors: [] })
  const apply = await apiFetch(session, bulkUploadPath(UPLOAD_PATHS.bulkUploadApply, 'leads', uploadId), { body: {} })
  expect(apply.status).toBe(200)
  return { uploadId, changed: (apply.body as { changed: number }).changed }
}

const leadsAtMainGym = async (session: string): Promise<Lead[]> => {
  const r = await apiFetch(session, PATHS.leadSearch, { body: { userIds: [], centerIds: [1001], leadCategories: [], leadStatuses: [] } })
  expect(r.status).toBe(200)
  return (r.body as { leads: Lead[] }).leads
}

describe('sandbox: an uploaded lead is a lead', () => {
  it('is on the lead search (My Leads), owned as the file says or by the uploader, in the lead report, transferable, and its follow-up reminds its owner', async () => {
    const owner = await signIn('owner')
    const today = centreDayOf(epochMs(Date.now()))
    const t = tag()
    const named = { name: `Kavya Upload ${t}`, phone: phone() }
    const plain = { name: `Rohan Upload ${t}`, phone: phone() }
    const applied = await uploadLeads(owner, [
      [named.name, named.phone, 'REFERRAL', 'HOT', 'staff-cm', addDays(today, -1)],
      [plain.name, plain.phone, 'CULT_APP', 'WARM'],
    ])
    expect(applied.changed).toBe(2)

    const leads = await leadsAtMainGym(owner)
    const a = leads.find((l) => l.customerName === named.name)
    const b = leads.find((l) => l.customerName === plain.name)
    expect(a).toMatchObject({ assigneeId: 'staff-cm', assigneeName: 'Vikram Shetty', leadStatus: 'ACTIVE' })
    expect(a?.taskInstanceId).toMatch(/^ti-/)
    expect(typeof a?.nextFollowUpTime).toBe('number')
    expect(b).toMatchObject({ assigneeId: 'staff-owner', assigneeName: 'Asha Rao', leadStatus: 'ACTIVE' })

    // The lead report of today lists both.
    const report = await apiFetch(owner, REPORT_PATHS.leadDetails, { body: buildReportQuery({ kind: 'leadDetails', centreId: 1, from: today, to: today }) })
    expect(report.status).toBe(200)
    const members = (report.body as { rows: { member: string; owner: string }[] }).rows
    expect(members).toContainEqual(expect.objectContaining({ member: named.name, owner: 'Vikram Shetty' }))
    expect(members).toContainEqual(expect.objectContaining({ member: plain.name, owner: 'Asha Rao' }))

    // The uploader's lead can be moved to another owner.
    const preview = await apiFetch(owner, LEAD_DESK_PATHS.transferLeads, { body: { centerServiceId: 1001, fromAssigneeId: 'staff-owner', toAssigneeId: 'staff-frontdesk', leadIds: [b?.leadId], dryRun: true } })
    expect(preview).toMatchObject({ status: 200, body: { leadIds: [b?.leadId] } })

    // The owner of the lead with yesterday's follow-up (overdue) has a reminder to call.
    const cm = await signIn('centre-manager')
    const poll = await apiFetch(cm, PATHS.reminderPoll, { body: { receiverHierarchy: 'EMAIL', pollingCount: 1 } })
    const reminders = (poll.body as { reminders: { data: { title: string; headerAction: { taskInstanceId: string | null } }[] } }).reminders.data
    expect(reminders).toContainEqual(expect.objectContaining({ title: M.uploadedLeadReminderTitle(named.name), headerAction: expect.objectContaining({ taskInstanceId: a?.taskInstanceId }) }))

    // The same phones again change nothing.
    const again = await uploadLeads(owner, [[`${named.name} again`, named.phone, 'REFERRAL', 'COLD']])
    expect(again.changed).toBe(0)
  })
})
