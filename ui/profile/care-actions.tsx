import { useState } from 'react'
import styled from 'styled-components'
import type { Centre } from '../../core/centre/centre'
import { RECORD_REFERRAL, REPORT_INJURY } from '../../core/shared/messages'
import { Button } from '../widgets/button'
import { ReportInjuryModal } from './injury/report-injury-modal'
import { RecordReferralModal } from './referral/record-referral-modal'

type Props = {
  readonly customerId: string
  readonly centre: Centre
  /** The injured person's name when the screen already holds it. */
  readonly customerName?: string | undefined
}

/** The profile's care actions: Report Injury and Record Referral, each opening its modal. */
export const CareActions = ({ customerId, centre, customerName }: Props) => {
  const [modal, setModal] = useState<'injury' | 'referral' | undefined>(undefined)
  return (
    <Bar>
      <Button type="button" $variant="secondary" onClick={() => setModal('injury')}>
        {REPORT_INJURY}
      </Button>
      <Button type="button" $variant="secondary" onClick={() => setModal('referral')}>
        {RECORD_REFERRAL}
      </Button>
      {modal === 'injury' ? (
        <ReportInjuryModal customerId={customerId} centre={centre} onClose={() => setModal(undefined)} {...(customerName === undefined ? {} : { customerName })} />
      ) : null}
      {modal === 'referral' ? <RecordReferralModal customerId={customerId} centre={centre} onClose={() => setModal(undefined)} /> : null}
    </Bar>
  )
}

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  & > button {
    flex: 1 1 auto;
  }
`
