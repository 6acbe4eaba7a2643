import { useState } from 'react'
import styled from 'styled-components'
import type { Centre } from '../../core/centre/centre'
import { RECORD_REFERRAL, REPORT_INJURY } from '../../core/shared/messages'
import { theme } from '../theme/theme'
import { Button } from '../widgets/button'
import { BcaBlock } from './bca/bca-block'
import { CallTrailBlock } from './call-trail/call-trail-block'
import { ReportInjuryModal } from './injury/report-injury-modal'
import { PtBlock } from './pt/pt-block'
import { RecordReferralModal } from './referral/record-referral-modal'
import { TasksBlock } from './tasks/tasks-block'

type Props = {
  readonly customerId: string
  readonly centre: Centre
  /** What the screen already holds about the customer (saves a look-up). */
  readonly customerName?: string
  readonly phone?: string
}

/**
 * The customer profile's care blocks in the desk layout: the care actions (Report Injury, Record
 * Referral), PT packs and sessions across the width, then BCA, Tasks and Call Trail in two
 * columns on a laptop (one on a phone). Every block loads on its own as soon as it mounts.
 */
export const ProfileCareSection = ({ customerId, centre, customerName, phone }: Props) => {
  const [modal, setModal] = useState<'injury' | 'referral' | undefined>(undefined)
  return (
    <Section aria-label="Care">
      <Actions>
        <Button type="button" $variant="secondary" onClick={() => setModal('injury')}>
          {REPORT_INJURY}
        </Button>
        <Button type="button" $variant="secondary" onClick={() => setModal('referral')}>
          {RECORD_REFERRAL}
        </Button>
      </Actions>
      <Wide>
        <PtBlock customerId={customerId} centre={centre} />
      </Wide>
      <BcaBlock customerId={customerId} centre={centre} {...(phone === undefined ? {} : { phone })} />
      <TasksBlock customerId={customerId} centre={centre} />
      <Wide>
        <CallTrailBlock customerId={customerId} centre={centre} />
      </Wide>
      {modal === 'injury' ? (
        <ReportInjuryModal customerId={customerId} centre={centre} onClose={() => setModal(undefined)} {...(customerName === undefined ? {} : { customerName })} />
      ) : null}
      {modal === 'referral' ? <RecordReferralModal customerId={customerId} centre={centre} onClose={() => setModal(undefined)} /> : null}
    </Section>
  )
}

const Section = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 16px;
  align-items: start;
  @media (max-width: ${theme.phone}) {
    grid-template-columns: minmax(0, 1fr);
  }
`
const Wide = styled.div`
  grid-column: 1 / -1;
  display: grid;
  gap: 16px;
  min-width: 0;
`
const Actions = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`
