import { useState } from 'react'
import { useUniqueId } from '../app/use-unique-id'
import styled from 'styled-components'
import { hasPermission } from '../../core/access/permission.rule'
import type { Centre } from '../../core/centre/centre'
import { type ChildUser, childLabel } from '../../core/customer/customer'
import type { PlayPlayer } from '../../core/play/book-play-session.use-case'
import { bucketSlots } from '../../core/pt/trainer-slots.rule'
import type { PlayBooking, PlaySlot } from '../../core/selling/play'
import { visiblePlaySlots } from '../../core/selling/play-slots.rule'
import { upcomingPlayBookings } from '../../core/play/upcoming-play-bookings.rule'
import type { CentreDay } from '../../core/shared/centre-day'
import {
  BOOK_PLAY_SLOT,
  CONTINUE,
  NO_FREE_SLOTS,
  NO_PLAY_SPORTS,
  NO_UPCOMING_PLAY_BOOKINGS,
  PLAY_BOOKING_NEEDS_EDIT,
  PLAY_BOOKING_SPORT,
  PLAY_BOOKING_WHEN,
  PLAY_BOOKINGS_BLOCK_TITLE,
  PLAY_SPORT_LABEL,
  PLAY_WHO_PLAYS,
  SLOT_DAY,
  YOURSELF,
} from '../../core/shared/messages'
import { useUseCase } from '../app/use-cases.context'
import { useUseCaseQuery } from '../app/use-use-case-query'
import { useToast } from '../feedback/toast'
import { useStaffAccess } from '../shell/staff-access.context'
import { theme } from '../theme/theme'
import { addDays, dayLabel, dayOf } from '../widgets/calendar-day'
import { centreClock, sessionTime } from '../widgets/centre-format'
import { DataTable } from '../widgets/data-table'
import { SelectField } from '../widgets/form-fields'
import { Modal } from '../widgets/modal'
import { QueryBlock } from '../widgets/query-block'
import { SlotGrid } from '../widgets/slot-grid'
import { SubmitButton } from '../widgets/submit-button'
import { useFormMutation } from '../widgets/use-form-mutation'
import { profileKeys } from './profile-queries'
import { Block, Muted, SmallButton } from './profile-styles'

/** Days the slot picker offers, today first (a week, as the PT slot picker). */
const DAYS_AHEAD = 7
/** Play bookings shown a page (as the profile's other small tables). */
const PAGE_SIZE = 4

/** Query keys: the customer's bookings on the profile; a day's sessions at the centre (the play desk's prefix, so its lists refresh too). */
export const playBookingKeys = {
  customer: (customerId: string, centerServiceId: number) => [...profileKeys.all(customerId), 'play-bookings', centerServiceId] as const,
  centre: (centerServiceId: number) => ['play', centerServiceId] as const,
  sessions: (centerServiceId: number, day: string) => ['play', centerServiceId, 'sessions', day] as const,
}

/**
 * Play Bookings on the customer's profile at a play centre: the customer's bookings not over yet,
 * and 'Book Play Slot' (edit on PLAY_PARTNER_SESSION), which books a slot on the play or academy
 * pack the customer's account holds (an academy pack sold for a child is held on the parent's
 * account, docs/decisions/play.md).
 */
export const PlayBookingBlock = ({ customerId, centre }: { readonly customerId: string; readonly centre: Centre }) => {
  const load = useUseCase('playBookings')
  const now = useUseCase('now')
  const { state } = useStaffAccess()
  const canBook = state.status === 'ready' && hasPermission(state.access.permissions, 'PLAY_PARTNER_SESSION', 'EDIT')
  const [open, setOpen] = useState(false)
  const q = useUseCaseQuery(playBookingKeys.customer(customerId, centre.centerServiceId), () => load({ userId: customerId, centerServiceId: centre.centerServiceId }))
  return (
    <Block
      id="profile-play-bookings"
      title={PLAY_BOOKINGS_BLOCK_TITLE}
      actions={
        canBook ? (
          <SmallButton type="button" onClick={() => setOpen(true)}>
            {BOOK_PLAY_SLOT}
          </SmallButton>
        ) : null
      }
    >
      {canBook ? null : <Muted>{PLAY_BOOKING_NEEDS_EDIT}</Muted>}
      <QueryBlock query={q} empty={{ when: (l) => upcomingPlayBookings(l, now()).length === 0, message: NO_UPCOMING_PLAY_BOOKINGS }}>
        {(list) => (
          <DataTable<PlayBooking>
            caption={PLAY_BOOKINGS_BLOCK_TITLE}
            rows={upcomingPlayBookings(list, now())}
            rowKey={(b) => b.bookingId}
            pageSize={PAGE_SIZE}
            columns={[
              { key: 'player', header: PLAY_WHO_PLAYS, cell: (b) => b.childName ?? YOURSELF },
              { key: 'sport', header: PLAY_BOOKING_SPORT, cell: (b) => b.sportName },
              { key: 'when', header: PLAY_BOOKING_WHEN, cell: (b) => sessionTime(b.startTime) },
            ]}
          />
        )}
      </QueryBlock>
      {open ? <BookPlaySlotModal customerId={customerId} centerServiceId={centre.centerServiceId} onClose={() => setOpen(false)} /> : null}
    </Block>
  )
}

type Props = { readonly customerId: string; readonly centerServiceId: number; readonly onClose: () => void }

/** The sports played on a day, in the order the centre lists them. */
const sportsOf = (slots: readonly PlaySlot[]): readonly { readonly value: string; readonly label: string }[] => {
  const seen = new Map<number, string>()
  for (const s of slots) if (!seen.has(s.sportId)) seen.set(s.sportId, s.sportName)
  return [...seen].map(([id, name]) => ({ value: String(id), label: name }))
}

/**
 * Book Play Slot ('Select a slot': who plays when the customer has child users, YOURSELF or a
 * child; a day, a sport, its open slots in 4-hour buckets, Continue).
 * Full and started slots are not offered. Continue without a sport says 'Preferred Sport Not
 * selected', without a slot 'Please choose a time slot to proceed'; a refusal stays on screen as
 * 'Booking unsuccessful {reason}'; a booking closes the modal with 'Session booking Successful'.
 */
export const BookPlaySlotModal = ({ customerId, centerServiceId, onClose }: Props) => {
  const now = useUseCase('now')
  const loadSessions = useUseCase('playSessions')
  const loadChildren = useUseCase('loadChildren')
  const book = useUseCase('bookPlaySession')
  const toast = useToast()
  const today = dayOf(now())
  const [day, setDay] = useState<CentreDay>(today as CentreDay)
  const [sportId, setSportId] = useState<number | undefined>(undefined)
  const [chosen, setChosen] = useState<PlaySlot | undefined>(undefined)
  const [player, setPlayer] = useState<PlayPlayer | undefined>(undefined)
  // The same query as Child Users on the profile (already loaded there).
  const children = useUseCaseQuery(profileKeys.children(customerId), () => loadChildren(customerId))
  // Without child users the customer plays: nothing to ask.
  const who = player ?? (children.data?.length === 0 ? 'SELF' : undefined)
  const [refusal, setRefusal] = useState<string | undefined>(undefined)
  const groupId = useUniqueId()
  const sessions = useUseCaseQuery(playBookingKeys.sessions(centerServiceId, day), () => loadSessions({ centerServiceId, day }), { keepPrevious: false })
  const days = Array.from({ length: DAYS_AHEAD }, (_, i) => addDays(today, i))
  const { mutation, errors, attempt } = useFormMutation(book, {
    invalidates: () => [playBookingKeys.customer(customerId, centerServiceId), playBookingKeys.centre(centerServiceId)],
    onSuccess: (r) => {
      toast.success(r.message)
      onClose()
    },
    onError: (message) => setRefusal(message),
  })
  const submit = () => {
    setRefusal(undefined)
    mutation.mutate({ userId: customerId, centerServiceId, player: who, sportId, slotId: chosen?.slotId })
  }
  const slotError = errors.slot
  return (
    <Modal
      title={BOOK_PLAY_SLOT}
      onClose={onClose}
      footer={
        <SubmitButton key={attempt} type="button" disabled={mutation.isPending} onClick={submit}>
          {CONTINUE}
        </SubmitButton>
      }
    >
      <QueryBlock query={children}>
        {(list) =>
          list.length === 0 ? null : (
            <WhoPlays
              name={`${groupId}-player`}
              list={list}
              value={who}
              error={errors.player}
              onChange={(p) => {
                setPlayer(p)
                setRefusal(undefined)
              }}
            />
          )
        }
      </QueryBlock>
      <SelectField
        label={SLOT_DAY}
        value={day}
        options={days.map((d) => ({ value: d, label: dayLabel(d) }))}
        onChange={(d) => {
          setDay(d as CentreDay)
          setChosen(undefined)
        }}
      />
      <QueryBlock query={sessions} empty={{ when: (s) => s.length === 0, message: NO_PLAY_SPORTS }}>
        {(all) => {
          const open = sportId === undefined ? [] : visiblePlaySlots(all.filter((s) => s.sportId === sportId), now()).map((s) => ({ ...s, status: 'AVAILABLE' }))
          return (
            <>
              <SelectField
                label={PLAY_SPORT_LABEL}
                value={sportId === undefined ? undefined : String(sportId)}
                options={sportsOf(all)}
                error={errors.sport}
                onChange={(v) => {
                  setSportId(Number(v))
                  setChosen(undefined)
                }}
              />
              {sportId === undefined ? null : open.length === 0 ? (
                <Muted role="status">{NO_FREE_SLOTS}</Muted>
              ) : (
                <>
                  <span id={`${groupId}-label`} hidden>
                    {BOOK_PLAY_SLOT}
                  </span>
                  <Spaced
                    buckets={bucketSlots(open)}
                    name={`${groupId}-slot`}
                    chosen={chosen?.startTime}
                    onChoose={(slot) => {
                      setChosen(slot)
                      setRefusal(undefined)
                    }}
                    clock={centreClock}
                    labelledBy={`${groupId}-label`}
                    {...(slotError === undefined ? {} : { describedBy: `${groupId}-error` })}
                  />
                </>
              )}
            </>
          )
        }}
      </QueryBlock>
      {slotError === undefined ? null : (
        <Problem id={`${groupId}-error`} role="alert">
          {slotError}
        </Problem>
      )}
      {refusal === undefined ? null : <Problem role="alert">{refusal}</Problem>}
    </Modal>
  )
}

/** Who plays: YOURSELF or one of the customer's child users ('first last(age)'), one radio group. */
const WhoPlays = ({
  name,
  list,
  value,
  error,
  onChange,
}: {
  readonly name: string
  readonly list: readonly ChildUser[]
  readonly value: PlayPlayer | undefined
  readonly error: string | undefined
  readonly onChange: (p: PlayPlayer) => void
}) => {
  const options: readonly { readonly key: string; readonly label: string; readonly player: PlayPlayer }[] = [
    { key: 'SELF', label: YOURSELF, player: 'SELF' },
    ...list.map((c) => ({ key: c.id, label: childLabel(c), player: { childId: c.id } })),
  ]
  const current = value === undefined ? undefined : value === 'SELF' ? 'SELF' : value.childId
  return (
    <Players aria-describedby={error === undefined ? undefined : `${name}-error`}>
      <legend>{PLAY_WHO_PLAYS}</legend>
      {options.map((o) => (
        <label key={o.key}>
          <input type="radio" name={name} checked={current === o.key} onChange={() => onChange(o.player)} />
          {o.label}
        </label>
      ))}
      {error === undefined ? null : (
        <Problem id={`${name}-error`} role="alert">
          {error}
        </Problem>
      )}
    </Players>
  )
}

const Players = styled.fieldset`
  border: 1px solid ${theme.color.border};
  border-radius: 8px;
  margin: 0 0 12px;
  padding: 8px 10px;
  display: flex;
  flex-wrap: wrap;
  gap: 6px 14px;
  legend {
    font-weight: 600;
    font-size: 14px;
    padding: 0 4px;
  }
  label {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    min-height: 32px;
  }
  p {
    flex-basis: 100%;
  }
`
const Spaced = styled(SlotGrid<PlaySlot & { readonly status: string }>)`
  margin-top: 12px;
`
const Problem = styled.p`
  color: ${theme.color.danger};
  margin: 12px 0 0;
`
