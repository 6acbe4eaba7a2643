/**
 * Paths of the leads desk calls (part 3 §7 names the operations, the paths are ours
 * where it shows none). Kept out of PATHS, which the first screen loads, so they travel with the
 * leads screens' gateway.
 */
export const LEAD_DESK_PATHS = {
  leadHistory: 'v1/ownerEntities/fetchLeadHistory',
  updateLeadConfig: 'v1/ownerEntities/fetchUpdateLeadConfig',
  updateLead: 'v1/ownerEntities/updatePMSLead',
  ptLeadModalConfig: 'v1/leads/getPTLeadModalConfig',
  submitLead: 'v1/leads/submitLead',
  transferLeads: 'v1/leads/transferLeads',
  scheduledWalkIns: 'v1/pitch/walkins',
} as const
