import type { CampaignConfigWire } from '../../../adapters/http/contract/task.codecs'
import { MINUTE_MS } from '../../../core/shared/constants'
import { DEMO } from './customers'
import type { ProfileSeed } from './seed-context'

const DISPOSITIONS: CampaignConfigWire = {
  dispositions: ['CONNECTED', 'NOT_CONNECTED', 'PACK_PURCHASED'],
  dispositionsHierarchy: {
    CONNECTED: ['INTERESTED', 'NOT_INTERESTED', 'CALL_BACK'],
    NOT_CONNECTED: ['RINGING_NO_ANSWER', 'SWITCHED_OFF'],
    PACK_PURCHASED: [],
  },
  dispositionConfigs: {
    INTERESTED: { followUpOptions: ['TIME_BASED_CALL_BACK', 'NO_FOLLOW_UP'] },
    CALL_BACK: { followUpOptions: ['TIME_BASED_CALL_BACK', 'NEXT_DAY_CALL_BACK'] },
    RINGING_NO_ANSWER: { followUpOptions: ['AUTO_RETRY'] },
    NOT_INTERESTED: { followUpOptions: [] },
    SWITCHED_OFF: { followUpOptions: [] },
    PACK_PURCHASED: { followUpOptions: [] },
  },
}

/** CRM tasks, open and resolved, each with its trail of calls. */
export const seedTasks = ({ db, at }: ProfileSeed): void => {
  const insTask = db.prepare('INSERT INTO crm_tasks (uuid, user_id, pack_product_type, data) VALUES (?, ?, ?, ?)')
  const insTrail = db.prepare('INSERT INTO call_trails (task_uuid, created_on, data) VALUES (?, ?, ?)')
  const task = (uuid: string, userId: string, campaignName: string, packProductType: string, expiry: number, resolved?: { status: string; subStatus: string; remark: string }): void => {
    insTask.run(
      uuid,
      userId,
      packProductType,
      JSON.stringify({
        taskUuid: uuid,
        userId,
        status: resolved?.status ?? 'OPEN',
        subStatus: resolved?.subStatus ?? null,
        campaignName,
        refId: `REF-${uuid}`,
        expiryTime: expiry,
        packProductType,
        campaignConfig: DISPOSITIONS,
        remark: resolved?.remark ?? null,
        dispositionConfigData: null,
        resolvedAt: resolved === undefined ? null : at(-3, 12),
      }),
    )
    const statuses = ['RINGED', 'CONNECTED', 'ATTEMPTED', 'FAILED', 'PACK_PURCHASED', 'contact unsuccessful', 'CANCELLED', 'PENDING', 'STARTED']
    const n = 2 + (uuid.charCodeAt(uuid.length - 1) % 4)
    for (let k = 0; k < n; k++) {
      const created = at(-k - 1, 11, 15 * k)
      const status = statuses[(k + uuid.length) % statuses.length] as string
      insTrail.run(
        uuid,
        created,
        JSON.stringify({
          createdOn: created,
          lastModifiedOn: created + 4 * MINUTE_MS,
          status,
          interactionStatus: status === 'CONNECTED' ? 'ANSWERED' : 'NOT_ANSWERED',
          callerInteractionStatus: 'ANSWERED',
          receiverInteractionStatus: status === 'CONNECTED' ? 'ANSWERED' : 'NO_ANSWER',
          agentName: k % 2 === 0 ? 'Vikram Shetty' : 'Meera Iyer',
          campaignName,
          packProductType,
          subStatus: status === 'CONNECTED' ? 'CALL_BACK' : null,
          remarks: status === 'CONNECTED' ? 'Asked to call back in the evening' : null,
          recordingUrl: status === 'CONNECTED' ? `/recordings/${uuid}-${k}.mp3` : null,
        }),
      )
    }
  }
  task('tsk-0001', DEMO.activeUnder30.id, 'Renewal due in 30 days', 'GYM_JOINING', at(3, 23))
  task('tsk-0002', DEMO.expired.id, 'Expired member win-back', 'GYM_JOINING', at(5, 23))
  task('tsk-0003', DEMO.activePt.id, 'PT pack renewal', 'PERSONAL_TRAINING', at(7, 23))
  task('tsk-0004', DEMO.activeUnder30.id, 'Trial follow-up', 'GYM_JOINING', at(-1, 23), { status: 'CONNECTED', subStatus: 'INTERESTED', remark: 'Will renew next week' })
  task('tsk-0005', DEMO.trialLeft.id, 'Trial follow-up', 'GYM_JOINING', at(4, 23))
  task('tsk-0006', DEMO.trialLeft.id, 'Trial follow-up', 'GYM_JOINING', at(4, 23))
}
