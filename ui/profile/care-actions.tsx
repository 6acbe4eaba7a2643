import { useState } from 'react'
import styled from 'styled-components'
import type { Centre } from '../../core/centre/centre'
import { RECORD_REFERRAL } from '../../core/shared/messages'
import { Button } from '../widgets/button'
import { RecordReferralModal } from './referral/record-referral-modal'

type Props = {
  readonly customerId: string
  readonly centre: Centre
}

/** The profile's Record Referral action (Report Injury lives with the reported injuries, injury/injuries-block.tsx). */
export const CareActions = ({ customerId, centre }: Props) => {
  const [open, setOpen] = useState(false)
  return (
    <Bar>
      <Button type="button" $variant="secondary" onClick={() => setOpen(true)}>
        {RECORD_REFERRAL}
      </Button>
      {open ? <RecordReferralModal customerId={customerId} centre={centre} onClose={() => setOpen(false)} /> : null}
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
