import { createInMemoryCentreLookups } from '../../adapters/in-memory/centre-lookups.in-memory'
import { SEGMENT_ID } from '../../core/shared/constants'
import { COMMENT_TAGS } from '../../sandbox/http/routes/access.routes'
import { DEMO, MAIN_GYM } from '../support/profile-world'
import { centreLookupsContract } from './centre-lookups.contract'

const on = { ptEnabled: true, piiAccessible: true, biometricEnabled: true, cashPaymentEnabled: true, paymentLinkEnabled: true, addOnEnabled: true, onboardingEnabled: true }
centreLookupsContract('in-memory', async () =>
  createInMemoryCentreLookups({
    configurations: [{ centerId: MAIN_GYM.id, centerServiceId: MAIN_GYM.centerServiceId, ...on }],
    segments: { [SEGMENT_ID]: [DEMO.activeOver30.id, DEMO.v2.id] },
    customers: Object.values(DEMO).map((d) => d.id),
    commentTags: COMMENT_TAGS,
  }),
)
