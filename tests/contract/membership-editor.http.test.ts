import { createHttpMembershipEditor } from '../../adapters/http/membership-editor.http'
import { createHttpPtSchedule } from '../../adapters/http/pt-schedule.http'
import { httpClientAs } from '../support/sandbox-client'
import { membershipEditorContract } from './membership-editor.contract'

membershipEditorContract('HTTP against the sandbox', async () => {
  const http = await httpClientAs('owner')
  return { editor: createHttpMembershipEditor(http), pt: createHttpPtSchedule(http) }
})
