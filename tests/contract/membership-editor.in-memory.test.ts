import { createInMemoryMembershipEditor } from '../../adapters/in-memory/membership-editor.in-memory'
import { createInMemoryPtSchedule } from '../../adapters/in-memory/pt-schedule.in-memory'
import { membershipEditorContract } from './membership-editor.contract'
import { demoWorld } from './profile-contract-support'

membershipEditorContract('in-memory', async () => {
  const w = demoWorld()
  return { editor: createInMemoryMembershipEditor(w), pt: createInMemoryPtSchedule(w) }
})
