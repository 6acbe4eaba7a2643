import { useEffect, useRef, useState } from 'react'
import { useUniqueId } from '../app/use-unique-id'
import { quietPart } from '../app/lazy-component'
import type { Observer, Unsubscribable } from 'rxjs'
import styled from 'styled-components'
import type { ActOnReminderRequest } from '../../core/reminders/act-on-reminder.use-case'
import type { Reminder, ReminderAction, ReminderFeed } from '../../core/reminders/reminder'
import { centreClockLabel } from '../../core/reminders/centre-clock-label.rule'
import {
  CLOSE_REMINDERS,
  NO_REMINDERS,
  REMINDERS_LABEL,
  REMINDER_DETAILS,
  remindersButtonLabel,
  remindersSnoozedUntil,
} from '../../core/shared/messages'
import { useUseCase } from '../app/use-cases.context'
import { useToast } from '../feedback/toast'
import { theme } from '../theme/theme'
import { Button } from '../widgets/button'
import { CloseButton } from '../widgets/close-button'
import { VisuallyHidden } from '../widgets/visually-hidden'

type Props = {
  /** The selected centre (CALL_LEAD calls the member from there); no centre, no call. */
  readonly centerId: number | undefined
  /** false once the staff member is signing out: the stream stops. */
  readonly signedIn: boolean
}

const OfflineSyncBadge = quietPart(() => import('../offline/offline-sync-badge'))

const isVisible = (): boolean => document.visibilityState !== 'hidden'

/**
 * An input of the stream: the last value (if any) to each new subscriber, then every new one.
 * Hand-written so that rxjs stays in the composition root's chunk, not in the shell's or the
 * screens' (a Subscribable is all the core's stream asks for).
 */
const source = <T,>(...initial: [T] | []) => {
  const observers = new Set<Partial<Observer<T>>>()
  let last = initial
  return {
    next: (v: T) => {
      last = [v]
      for (const o of observers) o.next?.(v)
    },
    subscribe: (o: Partial<Observer<T>>): Unsubscribable => {
      observers.add(o)
      if (last.length === 1) o.next?.(last[0])
      return { unsubscribe: () => void observers.delete(o) }
    },
  }
}

/**
 * The reminder panel in the shell's header: a button with the number of reminders due, opening
 * the list with each reminder's actions (CALL_LEAD, SNOOZE, HABIT_COMPLETION_ACKNOWLEDGE) and the
 * global snooze. The core's stream polls (60 s, snooze 15 minutes, stored settings override both);
 * it pauses while the tab is hidden and stops on sign-out. Loaded after the first screen.
 */
export default function ReminderPanel({ centerId, signedIn }: Props) {
  const watchReminders = useUseCase('watchReminders')
  const actOnReminder = useUseCase('actOnReminder')
  const toast = useToast()
  const [feed, setFeed] = useState<ReminderFeed | undefined>(undefined)
  const [done, setDone] = useState<ReadonlySet<string>>(new Set())
  const [open, setOpen] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  const panelId = useUniqueId()
  const headingId = useUniqueId()

  const [inputs] = useState(() => ({ visible: source(isVisible()), signedIn: source(signedIn), snoozes: source<void>() }))
  useEffect(() => inputs.signedIn.next(signedIn), [inputs, signedIn])
  useEffect(() => {
    const onChange = () => inputs.visible.next(isVisible())
    document.addEventListener('visibilitychange', onChange)
    const sub = watchReminders(inputs).subscribe({
      next: (f) => {
        setFeed(f)
        // A reminder acted on leaves the server's answer; forget it so an id never stays hidden.
        if (f.status === 'showing') setDone((d) => (d.size === 0 ? d : new Set([...d].filter((id) => f.reminders.some((r) => r.notificationId === id)))))
      },
    })
    return () => {
      document.removeEventListener('visibilitychange', onChange)
      sub.unsubscribe()
    }
  }, [watchReminders, inputs])

  // The panel's one action runs without the query layer: the panel holds no query (its data is the
  // stream), and importing the query hooks here would split them out of every screen's chunk.
  const [pending, setPending] = useState(false)
  const act = async (r: ActOnReminderRequest): Promise<void> => {
    setPending(true)
    const answer = await actOnReminder(r)()
    setPending(false)
    if (answer._tag === 'Left') return toast.error(answer.left.message)
    toast.success(answer.right.message)
    if (answer.right.kind === 'snoozed') inputs.snoozes.next()
    else setDone((d) => new Set([...d, r.action.notificationId]))
  }

  useEffect(() => {
    if (!open) return
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return
      setOpen(false)
      button.current?.focus()
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [open])

  const reminders = feed?.status === 'showing' ? feed.reminders.filter((r) => !done.has(r.notificationId)) : []
  const globalActions = feed?.status === 'showing' && reminders.length > 0 ? feed.actions : []
  const label = remindersButtonLabel(reminders.length)
  const run = (action: ReminderAction) => {
    if (centerId !== undefined && !pending) void act({ action, centerId })
  }

  // The offline actions' badge sits beside the bell (both drawn after the first screen).
  return (
    <>
      <OfflineSyncBadge />
    <Wrap>
      <Toggle ref={button} type="button" aria-expanded={open} aria-controls={panelId} aria-label={label} onClick={() => setOpen((o) => !o)}>
        <Bell aria-hidden="true" />
        <span aria-hidden="true">{REMINDERS_LABEL}</span>
        {reminders.length > 0 ? <Count aria-hidden="true">{reminders.length}</Count> : null}
      </Toggle>
      <VisuallyHidden aria-live="polite">{reminders.length > 0 ? label : ''}</VisuallyHidden>
      <Panel id={panelId} role="region" aria-labelledby={headingId} hidden={!open}>
        <PanelHead>
          <h2 id={headingId}>{REMINDERS_LABEL}</h2>
          <CloseButton label={CLOSE_REMINDERS} onClick={() => (setOpen(false), button.current?.focus())} />
        </PanelHead>
        {globalActions.length === 0 ? null : (
          <Actions>
            {globalActions.map((a) => (
              <Button key={`${a.notificationId}-${a.notificationAction}`} type="button" $variant="secondary" disabled={pending} onClick={() => run(a)}>
                {a.title}
              </Button>
            ))}
          </Actions>
        )}
        {feed?.status === 'snoozed' ? (
          <Note>{remindersSnoozedUntil(centreClockLabel(feed.until))}</Note>
        ) : reminders.length === 0 ? (
          <Note>{NO_REMINDERS}</Note>
        ) : (
          <List aria-labelledby={headingId}>
            {reminders.map((r) => (
              <ReminderItem key={r.notificationId} reminder={r} busy={pending} canCall={centerId !== undefined} onAction={run} />
            ))}
          </List>
        )}
        {feed?.status === 'showing' && feed.failure !== undefined ? <Note role="status">{feed.failure}</Note> : null}
      </Panel>
    </Wrap>
    </>
  )
}

const ReminderItem = ({ reminder: r, busy, canCall, onAction }: { readonly reminder: Reminder; readonly busy: boolean; readonly canCall: boolean; readonly onAction: (a: ReminderAction) => void }) => {
  const titleId = useUniqueId()
  return (
    <Item aria-labelledby={titleId}>
      <strong id={titleId}>{r.title}</strong>
      <Sub>{r.subtitle}</Sub>
      <details>
        <summary>{REMINDER_DETAILS}</summary>
        <p>{r.expandView.description}</p>
        <Sub>{r.expandView.subscript}</Sub>
      </details>
      <Actions>
        {r.actions.map((a) => (
          <Button
            key={a.notificationAction}
            type="button"
            $variant={a.type === 'SNOOZE' ? 'secondary' : 'primary'}
            disabled={busy || (a.type === 'CALL_LEAD' && !canCall)}
            aria-describedby={titleId}
            onClick={() => onAction(a)}
          >
            {a.title}
          </Button>
        ))}
      </Actions>
    </Item>
  )
}

const phone = `@media (max-width: ${theme.phone})`

const Wrap = styled.div`
  position: relative;
  ${phone} {
    position: static;
  }
`
const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  padding: 6px 10px;
  border: 1px solid ${theme.color.border};
  border-radius: 999px;
  background: ${theme.color.surface};
  color: ${theme.color.text};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  &:hover {
    background: ${theme.color.surfaceMuted};
  }
`
const Bell = styled.span`
  width: 10px;
  height: 10px;
  border-radius: 50%;
  background: ${theme.color.primary};
`
const Count = styled.span`
  min-width: 20px;
  padding: 1px 6px;
  border-radius: 999px;
  background: ${theme.color.badge};
  color: ${theme.color.badgeText};
  font-size: 12px;
  text-align: center;
`
const Panel = styled.div`
  position: absolute;
  right: 0;
  top: calc(100% + 8px);
  z-index: 30;
  width: min(420px, calc(100vw - 24px));
  max-height: 70vh;
  overflow-y: auto;
  background: ${theme.color.surface};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  box-shadow: ${theme.shadowRaised};
  padding: 14px 16px;
  &[hidden] {
    display: none;
  }
  ${phone} {
    position: fixed;
    left: 12px;
    right: 12px;
    top: 64px;
    width: auto;
  }
`
const PanelHead = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  margin-bottom: 6px;
  h2 {
    margin: 0 auto 0 0;
    font-size: 17px;
  }
`
const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 10px;
`
const Item = styled.li`
  display: grid;
  gap: 4px;
  padding: 10px 12px;
  border: 1px solid ${theme.color.border};
  border-radius: 8px;
  background: ${theme.color.surfaceMuted};
  details p {
    margin: 6px 0 2px;
  }
  summary {
    cursor: pointer;
    color: ${theme.color.primaryHover};
    font-size: 13px;
  }
`
const Sub = styled.span`
  color: ${theme.color.muted};
  font-size: 13px;
`
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 6px 0 10px;
`
const Note = styled.p`
  margin: 0;
  color: ${theme.color.muted};
`
