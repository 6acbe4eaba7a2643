import { useState } from 'react'
import { AUDIT_HISTORY_EMPTY, AUDIT_HISTORY_TITLE } from '../../core/audit/messages'
import { useUseCaseQuery } from '../app/use-use-case-query'
import { useUseCase } from '../app/use-cases.context'
import { Block } from '../profile/profile-styles'
import { QueryBlock } from '../widgets/query-block'
import { AuditEntryList, AuditPager } from './audit-entry-list'
import { historyKey } from './history-key'

/**
 * A member's History on their profile: what staff changed about them (at the staff member's
 * centres and customer-wide), newest first, each change before → after in staff words; its own
 * loading, error and empty states, a page at a time.
 */
export const MemberHistoryBlock = ({ customerId }: { customerId: string }) => {
  const load = useUseCase('memberHistory')
  const [page, setPage] = useState(1)
  const q = useUseCaseQuery(historyKey(customerId, page), () => load({ memberId: customerId, page }), { keepPrevious: true })
  return (
    <Block id="profile-history" title={AUDIT_HISTORY_TITLE}>
      <QueryBlock query={q} empty={{ when: (p) => p.total === 0, message: AUDIT_HISTORY_EMPTY }}>
        {(p) => (
          <>
            <AuditEntryList entries={p.entries} label={AUDIT_HISTORY_TITLE} />
            <AuditPager page={p.page} pageSize={p.pageSize} total={p.total} onPage={setPage} />
          </>
        )}
      </QueryBlock>
    </Block>
  )
}
