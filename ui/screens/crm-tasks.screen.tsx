import { PendingScreen } from './pending-screen'

/** /crmTasks: filled by a later issue; until then its title and an honest note. */
export default function CrmTasksScreen() {
  return <PendingScreen />
}
