import type { UseQueryResult } from '@tanstack/react-query'
import { useState } from 'react'
import { Link } from 'react-router-dom'
import type { Centre } from '../../core/centre/centre'
import type { ProfileMemberships } from '../../core/customer/load-memberships.use-case'
import { dayLabel, orderDateLabel } from '../../core/customer/profile-dates.rule'
import type { MembershipChangeKind } from '../../core/membership/membership-update.rule'
import type { Membership } from '../../core/membership/membership'
import { membershipStatusLabel } from '../../core/membership/membership-status.rule'
import { membershipPackName, packSessionCount } from '../../core/shared/pack-name.rule'
import {
  ADD_ON_PACKS_INFORMATION,
  ADD_ONS_COLUMN,
  EDIT_MEMBERSHIP,
  EMPTY_ADD_ONS,
  END_DATE_COLUMN,
  MEMBERSHIP_COLUMN,
  MEMBERSHIP_UPDATE_ACTIONS,
  MEMBERSHIPS_TITLE,
  START_DATE_COLUMN,
  STATUS_COLUMN,
  VIEW_ADD_ONS,
  VIEW_ALL_ORDERS,
  SELL_ADD_ONS,
  membershipTrainer,
  packSessionsHeld,
} from '../../core/shared/messages'
import { useUseCaseQuery } from '../app/use-use-case-query'
import { useUseCase } from '../app/use-cases.context'
import { type Column, DataTable } from '../widgets/data-table'
import { Modal } from '../widgets/modal'
import { QueryBlock } from '../widgets/query-block'
import { MembershipUpdateModal } from './membership-update-modal'
import { profileKeys } from './profile-queries'
import { saleState } from '../selling/sale-customer-state'
import { Block, MenuAnchor, MenuList, SmallButton } from './profile-styles'
import { useNow } from './use-now'
import { useCanOpen } from '../shell/staff-access.context'
import { enumLabel } from '../../core/shared/enum-labels'

/** Memberships table page size on User Details (part 1 §9). */
const MEMBERSHIPS_PAGE_SIZE = 4
const ADD_ONS_PAGE_SIZE = 10
const KINDS = Object.keys(MEMBERSHIP_UPDATE_ACTIONS) as MembershipChangeKind[]

type Props = {
  readonly customerId: string
  readonly centre: Centre
  readonly query: UseQueryResult<ProfileMemberships, Error>
  /** The Add-ons column shows when the centre sells add-ons. */
  readonly showAddOns: boolean
  readonly onViewAllOrders: () => void
}

/** Memberships: Membership, Start Date, End Date (+ Add-ons), page size 4, 'VIEW ALL ORDERS'; each row can be edited. */
export const MembershipsBlock = ({ customerId, centre, query, showAddOns, onViewAllOrders }: Props) => {
  const [addOnsOf, setAddOnsOf] = useState<Membership | undefined>(undefined)
  const [menuOf, setMenuOf] = useState<number | undefined>(undefined)
  const [editing, setEditing] = useState<{ m: Membership; kind: MembershipChangeKind } | undefined>(undefined)
  const now = useNow()
  const canOpen = useCanOpen()
  const trainerName = useMembershipTrainers(centre, query.data?.memberships ?? [])
  const columns: Column<Membership>[] = [
    {
      key: 'name',
      header: MEMBERSHIP_COLUMN,
      cell: (m) => {
        const trainer = trainerName(m)
        const name = membershipPackName(m)
        const sessions = packSessionCount(m.benefits)
        // A name that lost its stale count shows the sessions the pack holds beside it.
        const held = name === m.name || sessions === undefined ? undefined : packSessionsHeld(sessions)
        return trainer === undefined && held === undefined ? (
          name
        ) : (
          <span style={{ display: 'grid', gap: 2 }}>
            <span>{name}</span>
            {held === undefined ? null : <small>{held}</small>}
            {trainer === undefined ? null : <small>{membershipTrainer(trainer)}</small>}
          </span>
        )
      },
    },
    { key: 'start', header: START_DATE_COLUMN, cell: (m) => dayLabel(m.start) },
    { key: 'end', header: END_DATE_COLUMN, cell: (m) => dayLabel(m.end) },
    { key: 'status', header: STATUS_COLUMN, cell: (m) => membershipStatusLabel(m.status) },
    ...(showAddOns
      ? [
          {
            key: 'addOns',
            header: ADD_ONS_COLUMN,
            cell: (m: Membership) => (
              <span style={{ display: 'inline-flex', flexWrap: 'wrap', gap: 6 }}>
                <SmallButton type="button" aria-label={`${VIEW_ADD_ONS}: ${membershipPackName(m)}`} onClick={() => setAddOnsOf(m)}>
                  {VIEW_ADD_ONS}
                </SmallButton>
                {m.end > now && canOpen('/sell-add-on-packs') ? (
                  <SmallButton as={Link} to={`/sell-add-on-packs?membershipId=${m.id}`} state={saleState(customerId)} aria-label={`${SELL_ADD_ONS}: ${membershipPackName(m)}`} style={{ textDecoration: 'none' }}>
                    {SELL_ADD_ONS}
                  </SmallButton>
                ) : null}
              </span>
            ),
          },
        ]
      : []),
    {
      key: 'edit',
      header: 'Edit',
      cell: (m) => (
        <MenuAnchor>
          <SmallButton type="button" aria-expanded={menuOf === m.id} aria-label={`${EDIT_MEMBERSHIP}: ${membershipPackName(m)}`} onClick={() => setMenuOf(menuOf === m.id ? undefined : m.id)}>
            Edit
          </SmallButton>
          {menuOf === m.id ? (
            <MenuList>
              {KINDS.map((k) => (
                <li key={k}>
                  <button
                    type="button"
                    onClick={() => {
                      setMenuOf(undefined)
                      setEditing({ m, kind: k })
                    }}
                  >
                    {MEMBERSHIP_UPDATE_ACTIONS[k]}
                  </button>
                </li>
              ))}
            </MenuList>
          ) : null}
        </MenuAnchor>
      ),
    },
  ]
  return (
    <Block
      id="profile-memberships"
      title={MEMBERSHIPS_TITLE}
      actions={
        <SmallButton type="button" onClick={onViewAllOrders}>
          {VIEW_ALL_ORDERS}
        </SmallButton>
      }
    >
      <QueryBlock query={query}>
        {(data) => <DataTable caption={MEMBERSHIPS_TITLE} columns={columns} rows={data.memberships} rowKey={(m) => String(m.id)} pageSize={MEMBERSHIPS_PAGE_SIZE} />}
      </QueryBlock>
      {addOnsOf === undefined ? null : <AddOnsModal customerId={customerId} membership={addOnsOf} onClose={() => setAddOnsOf(undefined)} />}
      {editing === undefined ? null : (
        <MembershipUpdateModal customerId={customerId} centre={centre} membership={editing.m} kind={editing.kind} onClose={() => setEditing(undefined)} />
      )}
    </Block>
  )
}

/**
 * The trainer of each membership that has one, by name (the centre's PT trainers, the same list
 * Change Trainer offers): a trainer change shows on the profile as soon as the block reloads.
 */
const useMembershipTrainers = (centre: Centre, memberships: readonly Membership[]): ((m: Membership) => string | undefined) => {
  const loadTrainers = useUseCase('loadTrainers')
  const wanted = memberships.some((m) => m.metadata?.preferredTrainerId !== undefined)
  const trainers = useUseCaseQuery(['centre', centre.id, 'pt-trainers'], () => loadTrainers(centre.centerServiceId, true), { enabled: wanted })
  const names = new Map((trainers.data ?? []).map((t) => [t.identityId, t.name] as const))
  return (m) => {
    const id = m.metadata?.preferredTrainerId
    return id === undefined ? undefined : names.get(id)
  }
}

/** Add-on Packs Information: the membership's add-ons (table of 10), or 'No add-on packs found for this membership'. */
export const AddOnsModal = ({ customerId, membership, onClose }: { customerId: string; membership: Membership; onClose: () => void }) => {
  const loadAddOns = useUseCase('loadAddOns')
  const q = useUseCaseQuery(profileKeys.addOns(customerId, membership.id), () => loadAddOns(membership.id))
  return (
    <Modal title={ADD_ON_PACKS_INFORMATION} onClose={onClose} width={720}>
      <QueryBlock query={q} empty={{ when: (a) => a.length === 0, message: EMPTY_ADD_ONS }}>
        {(addOns) => (
          <DataTable
            caption={ADD_ON_PACKS_INFORMATION}
            rows={addOns}
            rowKey={(a) => `${a.orderId}-${a.benefitName}`}
            pageSize={ADD_ONS_PAGE_SIZE}
            columns={[
              { key: 'name', header: 'Benefit', cell: (a) => a.benefitName },
              { key: 'type', header: 'Type', cell: (a) => (a.benefitType === 'DURATION_BASED' ? 'Duration based' : a.benefitType === 'TRACKED_CONSUMABLE' ? `${a.tickets ?? 0} sessions` : a.benefitType) },
              { key: 'from', header: START_DATE_COLUMN, cell: (a) => orderDateLabel(a.startDate) },
              { key: 'to', header: END_DATE_COLUMN, cell: (a) => orderDateLabel(a.endDate) },
              { key: 'status', header: STATUS_COLUMN, cell: (a) => enumLabel('membershipStatus', a.status) },
            ]}
          />
        )}
      </QueryBlock>
    </Modal>
  )
}

