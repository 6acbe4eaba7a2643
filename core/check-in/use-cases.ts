import type { CorePorts } from '../ports'
import { assignTrainer } from './assign-trainer.use-case'
import { checkInAsMember } from './check-in-as-member.use-case'
import { checkInAsTrial } from './check-in-as-trial.use-case'
import { checkInByPasscode } from './check-in-by-passcode.use-case'
import { checkOut } from './check-out.use-case'
import { classifyCheckIns } from './classify-check-ins.use-case'
import { pastCheckIns } from './past-check-ins.use-case'
import { trainersForCheckIn } from './trainers-for-check-in.use-case'
import { validatePasscode } from './validate-passcode.use-case'
import { checkInByScan } from './check-in-by-scan.use-case'
import { issueMemberCard } from './issue-member-card.use-case'
import { memberCard } from './member-card.use-case'
import { revokeMemberCard } from './revoke-member-card.use-case'
import { loadCheckInAlertSettings } from './load-check-in-alert-settings.use-case'
import { saveCheckInAlertSettings } from './save-check-in-alert-settings.use-case'
import { memberCheckInAlerts } from './member-check-in-alerts.use-case'
import { sendKioskOtp } from './send-kiosk-otp.use-case'
import { kioskCheckIn } from './kiosk-check-in.use-case'
import { kioskCheckInByPass } from './kiosk-check-in-by-pass.use-case'

/** The check in use cases, bound to their ports. */
export const checkInUseCases = (p: CorePorts) => ({
  assignTrainer: assignTrainer(p),
  checkInAsMember: checkInAsMember(p),
  checkInAsTrial: checkInAsTrial(p),
  checkInByPasscode: checkInByPasscode(p),
  checkOut: checkOut(p),
  classifyCheckIns: classifyCheckIns(p),
  pastCheckIns: pastCheckIns(p),
  trainersForCheckIn: trainersForCheckIn(p),
  validatePasscode: validatePasscode(p),
  checkInByScan: checkInByScan(p),
  memberCard: memberCard(p),
  issueMemberCard: issueMemberCard(p),
  revokeMemberCard: revokeMemberCard(p),
  loadCheckInAlertSettings: loadCheckInAlertSettings(p),
  saveCheckInAlertSettings: saveCheckInAlertSettings(p),
  memberCheckInAlerts: memberCheckInAlerts(p),
  sendKioskOtp: sendKioskOtp(p),
  kioskCheckIn: kioskCheckIn(p),
  kioskCheckInByPass: kioskCheckInByPass(p),
})
