import type { CorePorts } from '../ports'
import { captureLead } from './capture-lead.use-case'
import { leadHistory } from './lead-history.use-case'
import { ptLeadModalConfig } from './pt-lead-modal-config.use-case'
import { recordPitch } from './record-pitch.use-case'
import { recordPtPitch } from './record-pt-pitch.use-case'
import { recordReferral } from './record-referral.use-case'
import { recordWalkInPitch } from './record-walk-in-pitch.use-case'
import { scheduledWalkIns } from './scheduled-walk-ins.use-case'
import { searchLeads } from './search-leads.use-case'
import { myLeadsPage } from './my-leads-page.use-case'
import { leadOwnerPage } from './lead-owner-page.use-case'
import { submitPtLead } from './submit-pt-lead.use-case'
import { transferLeads } from './transfer-leads.use-case'
import { updateLead } from './update-lead.use-case'
import { updateLeadConfig } from './update-lead-config.use-case'

/** The lead use cases, bound to their ports. */
export const leadUseCases = (p: CorePorts) => ({
  captureLead: captureLead(p),
  leadHistory: leadHistory(p),
  ptLeadModalConfig: ptLeadModalConfig(p),
  recordPitch: recordPitch(p),
  recordPtPitch: recordPtPitch(p),
  recordReferral: recordReferral(p),
  recordWalkInPitch: recordWalkInPitch(p),
  scheduledWalkIns: scheduledWalkIns(p),
  searchLeads: searchLeads(p),
  myLeadsPage: myLeadsPage(p),
  leadOwnerPage: leadOwnerPage(p),
  submitPtLead: submitPtLead(p),
  transferLeads: transferLeads(p),
  updateLead: updateLead(p),
  updateLeadConfig: updateLeadConfig(p),
})
