import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import * as TE from 'fp-ts/TaskEither'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { centreFromWire } from '../../adapters/http/centre-directory.http'
import type { InMemoryProfileWorld, WorldSession } from '../../adapters/in-memory/profile-world'
import { createTestPortal } from '../../composition/test/container'
import type { Centre } from '../../core/centre/centre'
import { epochMs } from '../../core/shared/brands'
import { HOUR_MS, MINUTE_MS } from '../../core/shared/constants'
import { unavailable } from '../../core/shared/errors'
import * as M from '../../core/shared/messages'
import type { UseCases } from '../../core/use-cases'
import { PortalQueryProvider, createPortalQueryClient } from '../../ui/app/query-client'
import { UseCasesProvider } from '../../ui/app/use-cases.context'
import { ToastProvider } from '../../ui/feedback/toast'
import { BcaBlock } from '../../ui/profile/bca/bca-block'
import { CallTrailBlock } from '../../ui/profile/call-trail/call-trail-block'
import { InjuriesBlock } from '../../ui/profile/injury/injuries-block'
import { ReportInjuryModal } from '../../ui/profile/injury/report-injury-modal'
import { PtBlock } from '../../ui/profile/pt/pt-block'
import { RecordReferralModal } from '../../ui/profile/referral/record-referral-modal'
import { TasksBlock } from '../../ui/profile/tasks/tasks-block'
import { StaffAccessProvider } from '../../ui/shell/staff-access.context'
import { seedCentres } from '../../sandbox/seed/centres'
import { ALL_PERMISSIONS } from '../support/access'
import { DEMO, seedDemoWorld } from '../support/profile-world'

/** 2026-11-25 12:00 in Kolkata. */
const NOW = Date.UTC(2026, 10, 25, 6, 30)
const centres = seedCentres(NOW).map((c) => centreFromWire(c.wire))
const gym = centres.find((c) => c.id === 1) as Centre
const details = { centers: centres, userContext: { id: 'staff-owner', name: 'Asha Rao', email: 'asha.owner@centres.example' }, gymPtEnabledCenter: [1] }
const owner = { permissions: { ...ALL_PERMISSIONS, PT_MEMBERSHIP_UPDATE: ['VIEW', 'EDIT'] as const }, memberships: [{ roleName: 'PARTNER', contexts: [] }] }

const PT_CUSTOMER = DEMO.activeOver30.id
let sessionSeq = 1
const session = (offsetMs: number, status: string, metadata?: WorldSession['metadata']): WorldSession => ({
  id: `s-${sessionSeq++}`,
  userId: PT_CUSTOMER,
  startTime: epochMs(NOW + offsetMs),
  endTime: epochMs(NOW + offsetMs + HOUR_MS),
  status,
  centerId: gym.id,
  identityId: 'staff-trainer',
  trainerName: 'Rahul Nair',
  ...(metadata === undefined ? {} : { metadata }),
})
const withPt = (w: InMemoryProfileWorld) => {
  seedDemoWorld(w)
  w.memberships.set(900, {
    userId: PT_CUSTOMER,
    kind: 'PT',
    centerId: gym.id,
    trainerName: 'Rahul Nair',
    preferredCenterId: gym.id,
    membership: { id: 900, name: 'PT 12 sessions', subTitle: 'with Rahul Nair', status: 'PURCHASED', start: epochMs(NOW - 10 * 24 * HOUR_MS), end: epochMs(NOW + 50 * 24 * HOUR_MS), benefits: [{ name: 'PT sessions', ticketsUsed: 3, maxTickets: 12 }], metadata: { preferredTrainerId: 'staff-trainer' } },
  })
  for (const s of [
    session(26 * HOUR_MS, 'BOOKED'),
    session(-48 * HOUR_MS, 'ATTENDED'),
    session(-72 * HOUR_MS, 'NO_SHOW', { paid: true, doesNoShowCancellationPolicyV1Apply: true }),
    session(-20 * MINUTE_MS, 'BOOKED'),
  ])
    w.sessions.set(s.id, s)
}

const renderWith = (node: ReactNode, o: { seed?: (w: InMemoryProfileWorld) => void; override?: Partial<UseCases> } = {}) => {
  const portal = createTestPortal({ centreDetails: details, rights: owner, now: NOW, seedProfile: o.seed ?? seedDemoWorld })
  const useCases = { ...portal.useCases, ...o.override } as UseCases
  render(
    <UseCasesProvider useCases={useCases}>
      <PortalQueryProvider client={createPortalQueryClient()}>
        <ToastProvider>
          <StaffAccessProvider>{node}</StaffAccessProvider>
        </ToastProvider>
      </PortalQueryProvider>
    </UseCasesProvider>,
  )
  return portal
}

// Submit buttons ignore repeat clicks for 5 seconds: the tests move the clock on between submits.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(NOW)
})
afterEach(() => {
  vi.useRealTimers()
})
const laterThanTheGuard = () => vi.setSystemTime(Date.now() + 6_000)

const region = (name: string) => screen.findByRole('region', { name })
const toasts = () => screen.getByRole('region', { name: 'Notifications' })

describe('PtBlock', () => {
  it('says so when the customer has no PT packs and no PT sessions', async () => {
    renderWith(<PtBlock customerId={DEMO.none.id} centre={gym} />)
    expect(await within(await region(M.PT_PACKS_TITLE)).findByText(M.NO_PT_PACKS)).toBeInTheDocument()
    expect(await within(await region(M.PT_SESSIONS_TITLE)).findByText(M.NO_PT_SESSIONS)).toBeInTheDocument()
  })

  it("shows a failing block with the spec's message and keeps the other block", async () => {
    renderWith(<PtBlock customerId={PT_CUSTOMER} centre={gym} />, {
      seed: withPt,
      override: { loadPtSessions: () => TE.left({ _tag: 'PtSessionsUnavailable', message: M.PT_SESSIONS_FETCH_FAILED, cause: unavailable('down') }) },
    })
    expect(await within(await region(M.PT_SESSIONS_TITLE)).findByRole('alert')).toHaveTextContent(M.PT_SESSIONS_FETCH_FAILED)
    expect(await within(await region(M.PT_PACKS_TITLE)).findByText('PT 12 sessions')).toBeInTheDocument()
  })

  it("never shows a session count from a pack's name that its sessions no longer hold ('60 sessions' beside '5 / 12 sessions used')", async () => {
    const edited = (w: InMemoryProfileWorld) => {
      withPt(w)
      const stored = w.memberships.get(900)
      if (stored === undefined) throw new Error('the PT pack is seeded')
      w.memberships.set(900, { ...stored, membership: { ...stored.membership, name: 'Personal Training 60 sessions', benefits: [{ name: 'PT sessions', ticketsUsed: 5, maxTickets: 12 }] } })
    }
    renderWith(<PtBlock customerId={PT_CUSTOMER} centre={gym} />, { seed: edited })
    const packs = await region(M.PT_PACKS_TITLE)
    expect(await within(packs).findByText('Personal Training')).toBeInTheDocument()
    expect(within(packs).getByText(M.ptSessionsUsed(5, 12))).toBeInTheDocument()
    expect(within(packs).queryByText(/60 sessions/)).toBeNull()
  })

  it('labels each session by the rules and offers Reschedule and Cancel only while allowed, Start Session once started', async () => {
    renderWith(<PtBlock customerId={PT_CUSTOMER} centre={gym} />, { seed: withPt })
    const sessions = await region(M.PT_SESSIONS_TITLE)
    // The rows can draw before every row's actions: the checks hold once the block has settled.
    await waitFor(async () => {
      const rows = await within(sessions).findAllByRole('row')
      const text = rows.map((r) => r.textContent ?? '')
      expect(text.some((t) => t.includes(M.PT_STATUS_UPCOMING) && t.includes(M.RESCHEDULE) && t.includes(M.CANCEL))).toBe(true)
      expect(text.some((t) => t.includes(M.PT_STATUS_COMPLETED) && !t.includes(M.RESCHEDULE))).toBe(true)
      expect(text.some((t) => t.includes(M.PT_STATUS_CUSTOMER_NO_SHOW))).toBe(true)
      // Started 20 minutes ago: past the 15-minute window, so only Start Session.
      expect(text.some((t) => t.includes(M.PT_STATUS_ONGOING) && t.includes(M.START_SESSION) && !t.includes(M.RESCHEDULE))).toBe(true)
    })
    expect(within(await region(M.PT_PACKS_TITLE)).getByText(M.ptSessionsUsed(3, 12))).toBeInTheDocument()
  })

  it("reschedules: Continue without a slot says 'Please choose a time slot to proceed'; taken slots cannot be chosen", async () => {
    const user = userEvent.setup()
    const portal = renderWith(<PtBlock customerId={PT_CUSTOMER} centre={gym} />, { seed: withPt })
    const sessions = await region(M.PT_SESSIONS_TITLE)
    await user.click((await within(sessions).findAllByRole('button', { name: new RegExp(`^${M.RESCHEDULE}`) }))[0] as HTMLElement)
    const dialog = await screen.findByRole('dialog', { name: M.RESCHEDULE_PT_SESSION_TITLE })
    await user.selectOptions(within(dialog).getByLabelText(M.SLOT_DAY), within(dialog).getAllByRole('option')[2] as HTMLElement)
    const radios = await within(dialog).findAllByRole('radio')
    expect(radios.some((r) => (r as HTMLInputElement).disabled)).toBe(true)
    await user.click(within(dialog).getByRole('button', { name: M.CONTINUE }))
    expect(within(dialog).getByRole('alert')).toHaveTextContent(M.TIME_SLOT_REQUIRED)
    const free = radios.find((r) => !(r as HTMLInputElement).disabled) as HTMLElement
    await user.click(free)
    laterThanTheGuard()
    await user.click(within(dialog).getByRole('button', { name: M.CONTINUE }))
    expect(await within(toasts()).findByText(M.SESSION_RESCHEDULED)).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect([...portal.world.sessions.values()].filter((s) => s.userId === PT_CUSTOMER && s.status === 'BOOKED').length).toBeGreaterThan(0)
  })

  it('cancels after a confirmation and reloads the sessions', async () => {
    const user = userEvent.setup()
    const portal = renderWith(<PtBlock customerId={PT_CUSTOMER} centre={gym} />, { seed: withPt })
    const sessions = await region(M.PT_SESSIONS_TITLE)
    await user.click((await within(sessions).findAllByRole('button', { name: new RegExp(`^${M.CANCEL}`) }))[0] as HTMLElement)
    const dialog = await screen.findByRole('dialog', { name: M.CANCEL_PT_SESSION_TITLE })
    await user.click(within(dialog).getByRole('button', { name: M.CANCEL_PT_SESSION_TITLE }))
    expect(await within(toasts()).findByText(M.SESSION_CANCELLED)).toBeInTheDocument()
    await waitFor(() => expect(within(sessions).queryAllByRole('button', { name: new RegExp(`^${M.CANCEL}`) })).toHaveLength(0))
    expect([...portal.world.sessions.values()].filter((s) => s.userId === PT_CUSTOMER && s.status === 'BOOKED' && s.startTime > NOW)).toEqual([])
  })
})

describe('BcaBlock', () => {
  it('says no BCA is recorded yet, and shows a failing history with its message', async () => {
    renderWith(<BcaBlock customerId={DEMO.none.id} centre={gym} phone={DEMO.none.phone} />)
    expect(await within(await region(M.BCA_TITLE)).findByText(M.BCA_NEVER_RECORDED)).toBeInTheDocument()
  })

  it('shows the history failure in the card alone', async () => {
    renderWith(<BcaBlock customerId={DEMO.none.id} centre={gym} phone={DEMO.none.phone} />, {
      override: { loadBcaHistory: () => TE.left({ _tag: 'BcaUnavailable', message: 'BCA service is down' }) },
    })
    expect(await within(await region(M.BCA_TITLE)).findByRole('alert')).toHaveTextContent('BCA service is down')
  })

  it("Record BCA shows every range message at once, then records a good one and shows its date", async () => {
    const user = userEvent.setup()
    renderWith(<BcaBlock customerId={DEMO.none.id} centre={gym} />)
    await user.click(await within(await region(M.BCA_TITLE)).findByRole('button', { name: M.BCA_RECORD }))
    const dialog = await screen.findByRole('dialog', { name: M.RECORD_BCA_TITLE })
    await user.type(within(dialog).getByLabelText(M.BCA_MUSCLE_MASS), '80')
    await user.type(within(dialog).getByLabelText(M.BCA_BODY_FAT), '2')
    await user.type(within(dialog).getByLabelText(M.BCA_VISCERAL_FAT), '61')
    await user.type(within(dialog).getByLabelText(M.BCA_BMR), '100')
    await user.click(within(dialog).getByRole('button', { name: M.SUBMIT }))
    for (const m of [M.WEIGHT_REQUIRED, M.MUSCLE_MASS_RANGE, M.BODY_FAT_RANGE, M.VISCERAL_FAT_RANGE, M.BMR_RANGE]) expect(await within(dialog).findByText(m)).toBeInTheDocument()
    for (const [label, v] of [[M.BCA_MUSCLE_MASS, '40'], [M.BCA_BODY_FAT, '22'], [M.BCA_VISCERAL_FAT, '8'], [M.BCA_BMR, '1500']] as const) {
      await user.clear(within(dialog).getByLabelText(label))
      await user.type(within(dialog).getByLabelText(label), v)
    }
    await user.type(within(dialog).getByLabelText(M.BCA_WEIGHT), '72.5')
    laterThanTheGuard()
    await user.click(within(dialog).getByRole('button', { name: M.SUBMIT }))
    expect(await within(toasts()).findByText(M.BCA_RECORDED)).toBeInTheDocument()
    expect(await within(await region(M.BCA_TITLE)).findByText(M.bcaLastRecorded('25 Nov 2026'))).toBeInTheDocument()
  })
})

describe('TasksBlock', () => {
  it('says so when the customer has no tasks, and shows a failure in the block', async () => {
    renderWith(<TasksBlock customerId={DEMO.none.id} centre={gym} />)
    expect(await within(await region(M.TASKS_TITLE)).findByText(M.NO_TASKS)).toBeInTheDocument()
  })

  it('shows a failing task list with the server message', async () => {
    renderWith(<TasksBlock customerId={DEMO.none.id} centre={gym} />, { override: { loadTasks: () => TE.left({ _tag: 'TasksUnavailable', message: 'Tasks are down' }) } })
    expect(await within(await region(M.TASKS_TITLE)).findByRole('alert')).toHaveTextContent('Tasks are down')
  })

  it('Resolve Task walks the disposition hierarchy, asks a time for a timed call-back, and resolves', async () => {
    const user = userEvent.setup()
    const portal = renderWith(<TasksBlock customerId={DEMO.activeUnder30.id} centre={gym} />)
    await user.click(await within(await region(M.TASKS_TITLE)).findByRole('button', { name: /^Resolve/ }))
    const dialog = await screen.findByRole('dialog', { name: M.RESOLVE_TASK_TITLE })
    await user.click(within(dialog).getByRole('button', { name: M.SUBMIT }))
    expect(await within(dialog).findByText(M.STATUS_REQUIRED)).toBeInTheDocument()
    expect(within(dialog).getByText(M.REMARKS_ENTER)).toBeInTheDocument()
    expect(within(dialog).queryByLabelText(M.TASK_SUB_STATUS)).not.toBeInTheDocument()
    await user.selectOptions(within(dialog).getByLabelText(M.TASK_STATUS), 'CONNECTED')
    await user.selectOptions(within(dialog).getByLabelText(M.TASK_SUB_STATUS), 'CALL_BACK')
    await user.selectOptions(within(dialog).getByLabelText(M.TASK_FOLLOW_UP), 'TIME_BASED_CALL_BACK')
    expect(within(dialog).getByRole('group', { name: M.TASK_CALL_BACK_AT })).toBeInTheDocument()
    // A new status resets sub-status and follow-up.
    await user.selectOptions(within(dialog).getByLabelText(M.TASK_STATUS), 'NOT_CONNECTED')
    expect(within(dialog).queryByLabelText(M.TASK_FOLLOW_UP)).not.toBeInTheDocument()
    expect((within(dialog).getByLabelText(M.TASK_SUB_STATUS) as HTMLSelectElement).value).toBe('')
    await user.selectOptions(within(dialog).getByLabelText(M.TASK_STATUS), 'CONNECTED')
    await user.selectOptions(within(dialog).getByLabelText(M.TASK_SUB_STATUS), 'INTERESTED')
    await user.selectOptions(within(dialog).getByLabelText(M.TASK_FOLLOW_UP), 'TIME_BASED_CALL_BACK')
    // The call-back moment: the day as dd-MM-yyyy and the time as h:mm A, whatever the browser's language.
    const callBack = within(dialog).getByRole('group', { name: M.TASK_CALL_BACK_AT })
    const day = within(callBack).getByRole('textbox', { name: M.TASK_CALL_BACK_DAY })
    expect(day).toHaveAttribute('placeholder', 'dd-MM-yyyy')
    await user.type(day, '26-11-2026')
    expect(day).toHaveValue('26-11-2026')
    const time = within(callBack).getByRole('combobox', { name: M.TASK_CALL_BACK_TIME })
    const times = within(time).getAllByRole('option').map((o) => o.textContent ?? '')
    expect(times).toContain('10:30 AM')
    expect(times.filter((t) => t !== '--:--').every((t) => /^(1[0-2]|[1-9]):[0-5]\d (AM|PM)$/.test(t))).toBe(true)
    await user.selectOptions(time, '10:30 AM')
    await user.type(within(dialog).getByLabelText(M.TASK_REMARKS), '  Will come tomorrow  ')
    laterThanTheGuard()
    await user.click(within(dialog).getByRole('button', { name: M.SUBMIT }))
    expect(await within(toasts()).findByText(M.TASK_RESOLVED)).toBeInTheDocument()
    expect(portal.world.tasks.get('tsk-0001')).toMatchObject({ status: 'CONNECTED', subStatus: 'INTERESTED', remark: 'Will come tomorrow' })
    // 10:30 AM on 26-11-2026 at the centre (India, UTC+5:30).
    expect(portal.world.tasks.get('tsk-0001')?.followUp?.callbackTime).toBe(Date.UTC(2026, 10, 26, 5, 0))
  })
})

describe('CallTrailBlock', () => {
  it("says 'No Call Trails' when there are none", async () => {
    renderWith(<CallTrailBlock customerId={DEMO.none.id} centre={gym} />)
    expect(await within(await region(M.CALL_TRAIL_TITLE)).findByText(M.EMPTY_CALL_TRAILS)).toBeInTheDocument()
  })

  it('shows a failing call trail in the block', async () => {
    renderWith(<CallTrailBlock customerId={DEMO.activeUnder30.id} centre={gym} />, { override: { loadCallTrail: () => TE.left({ _tag: 'CallTrailUnavailable', message: 'Call trail is down' }) } })
    expect(await within(await region(M.CALL_TRAIL_TITLE)).findByRole('alert')).toHaveTextContent('Call trail is down')
  })

  it("shows the first 3 entries and 'SEE MORE CALL TRAILS' opens Call Trial with all of them", async () => {
    const user = userEvent.setup()
    renderWith(<CallTrailBlock customerId={DEMO.activeUnder30.id} centre={gym} />)
    const block = await region(M.CALL_TRAIL_TITLE)
    expect(await within(block).findAllByRole('listitem')).toHaveLength(3)
    await user.click(within(block).getByRole('button', { name: M.SEE_MORE_CALL_TRAILS }))
    const dialog = await screen.findByRole('dialog', { name: M.CALL_TRIAL_TITLE })
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(5)
  })
})

/** Fills Report Injury for a wrist sprain at 09:15 (every required field); the trainer is one of the session type's. */
const fillInjury = async (
  user: ReturnType<typeof userEvent.setup>,
  dialog: HTMLElement,
  o: { readonly workout: string; readonly format: string; readonly location: string; readonly trainer: string },
): Promise<void> => {
  const pick = (label: string, value: string) => user.selectOptions(within(dialog).getByLabelText(label), value)
  await pick(M.INJURY_LABELS.injuryLevel, 'No first aid needed')
  await pick(M.INJURY_LABELS.injuryCause, 'Equipment')
  await pick(M.INJURY_LABELS.workout, o.workout)
  await pick(M.INJURY_LABELS.format, o.format)
  await pick(M.INJURY_LABELS.injuryLocation, o.location)
  await pick(M.INJURY_LABELS.injuryTime, '9:15 AM')
  await within(dialog).findByRole('option', { name: o.trainer })
  await pick(M.INJURY_LABELS.trainerDetails, o.trainer)
  await pick(M.INJURY_LABELS.impactedBodyPart, 'Wrist')
  await pick(M.INJURY_LABELS.symptomsLevel1, 'Internal Injury (muscles and joints)')
  await pick(M.INJURY_LABELS.symptomsLevel2, 'Sprain')
  await pick(M.INJURY_LABELS.firstAidProcedure, 'None')
  await pick(M.INJURY_LABELS.priorHistory, 'No history')
  await user.click(within(dialog).getByRole('checkbox', { name: 'Gel/Ice pack' }))
  await user.type(within(dialog).getByLabelText(M.INJURY_LABELS.description), 'Twisted the wrist in a pose')
}
const GYM_PT = { workout: 'Gym', format: 'PT', location: 'Free Weights Area' } as const
const GX_YOGA = { workout: 'GX', format: 'Yoga', location: 'GX Studio' } as const

describe('ReportInjuryModal', () => {
  it("is titled with the injured person and shows every required field's message at once", async () => {
    const user = userEvent.setup()
    renderWith(<ReportInjuryModal customerId={DEMO.activeOver30.id} centre={gym} onClose={() => undefined} />)
    const dialog = await screen.findByRole('dialog', { name: M.reportInjuryTitle('Lakshmi Iyengar') })
    expect(within(dialog).getByLabelText(M.INJURY_LABELS.format)).toBeDisabled()
    expect(within(dialog).getByLabelText(M.INJURY_LABELS.injuryLocation)).toBeDisabled()
    expect(within(dialog).getByLabelText(M.INJURY_LABELS.symptomsLevel2)).toBeDisabled()
    await user.click(within(dialog).getByRole('button', { name: M.SUBMIT }))
    expect((await within(dialog).findAllByText(M.FIELD_REQUIRED)).length).toBeGreaterThanOrEqual(10)
  })

  it('clears format and location when the session type changes, and asks a comment for Others', async () => {
    const user = userEvent.setup()
    renderWith(<ReportInjuryModal customerId={DEMO.activeOver30.id} centre={gym} onClose={() => undefined} customerName="Lakshmi Iyengar" />)
    const dialog = await screen.findByRole('dialog', { name: M.reportInjuryTitle('Lakshmi Iyengar') })
    await user.selectOptions(within(dialog).getByLabelText(M.INJURY_LABELS.workout), 'Gym')
    await user.selectOptions(within(dialog).getByLabelText(M.INJURY_LABELS.format), 'PT')
    await user.selectOptions(within(dialog).getByLabelText(M.INJURY_LABELS.injuryLocation), 'Free Weights Area')
    await user.selectOptions(within(dialog).getByLabelText(M.INJURY_LABELS.workout), 'Play')
    expect((within(dialog).getByLabelText(M.INJURY_LABELS.format) as HTMLSelectElement).value).toBe('')
    expect(within(dialog).getByLabelText(M.INJURY_LABELS.injuryLocation)).toBeDisabled()
    expect(within(dialog).getAllByRole('option').map((o) => o.textContent)).toContain('Swim')
    expect(within(dialog).queryByLabelText(M.INJURY_LABELS.impactedBodyPartComment)).not.toBeInTheDocument()
    await user.selectOptions(within(dialog).getByLabelText(M.INJURY_LABELS.impactedBodyPart), 'Others')
    expect(within(dialog).getByLabelText(M.INJURY_LABELS.impactedBodyPartComment)).toBeInTheDocument()
  })

  it("files a complete report: 'Ticket created Successfully: {id}'", async () => {
    const user = userEvent.setup()
    let closed = false
    renderWith(<ReportInjuryModal customerId={DEMO.activeOver30.id} centre={gym} onClose={() => (closed = true)} customerName="Lakshmi Iyengar" />)
    const dialog = await screen.findByRole('dialog', { name: M.reportInjuryTitle('Lakshmi Iyengar') })
    await fillInjury(user, dialog, { ...GYM_PT, trainer: 'Rahul Nair' })
    await user.click(within(dialog).getByRole('button', { name: M.SUBMIT }))
    expect(await within(toasts()).findByText(/^Ticket created Successfully: INJ-\d+$/)).toBeInTheDocument()
    expect(closed).toBe(true)
  })

  it("asks the day as dd-MM-yyyy and the time of injury as h:mm A (5-minute steps), whatever the browser's language", async () => {
    renderWith(<ReportInjuryModal customerId={DEMO.activeOver30.id} centre={gym} onClose={() => undefined} customerName="Lakshmi Iyengar" />)
    const dialog = await screen.findByRole('dialog', { name: M.reportInjuryTitle('Lakshmi Iyengar') })
    // NOW is 25 Nov 2026 at the centre: the day defaults to it.
    expect(within(dialog).getByRole('textbox', { name: M.INJURY_LABELS.injuryDate })).toHaveValue('25-11-2026')
    const time = within(dialog).getByRole('combobox', { name: M.INJURY_LABELS.injuryTime })
    const times = within(time).getAllByRole('option').map((o) => o.textContent ?? '')
    expect(times[0]).toBe('--:--')
    expect(times.slice(1)).toHaveLength(24 * 12)
    expect(times.slice(1, 4)).toEqual(['12:00 AM', '12:05 AM', '12:10 AM'])
    expect(times).toContain('6:45 PM')
    expect(times.slice(1).every((t) => /^(1[0-2]|[1-9]):[0-5]\d (AM|PM)$/.test(t))).toBe(true)
  })

  it("offers the trainers of the chosen session type (fetch cult trainers list) and 'NA', and clears the trainer when the session type changes", async () => {
    const user = userEvent.setup()
    renderWith(<ReportInjuryModal customerId={DEMO.activeOver30.id} centre={gym} onClose={() => undefined} customerName="Lakshmi Iyengar" />)
    const dialog = await screen.findByRole('dialog', { name: M.reportInjuryTitle('Lakshmi Iyengar') })
    const trainer = within(dialog).getByLabelText(M.INJURY_LABELS.trainerDetails) as HTMLSelectElement
    const offered = () => [...trainer.options].filter((o) => !o.disabled).map((o) => o.textContent)
    expect(offered()).toEqual(['NA'])
    await user.selectOptions(within(dialog).getByLabelText(M.INJURY_LABELS.workout), 'Gym')
    await within(dialog).findByRole('option', { name: 'Rahul Nair' })
    expect(offered()).toEqual(['Arjun Pillai', 'Priya Menon', 'Rahul Nair', 'Sneha Kulkarni', 'NA'])
    await user.selectOptions(trainer, 'Priya Menon')
    await user.selectOptions(within(dialog).getByLabelText(M.INJURY_LABELS.workout), 'Play')
    await waitFor(() => expect(offered()).toEqual(['NA']))
    expect(trainer.value).toBe('')
  })
})

describe('RecordReferralModal', () => {
  it("shows 'Customer Name is required' and 'Invalid Phone Number' together", async () => {
    const user = userEvent.setup()
    renderWith(<RecordReferralModal customerId={DEMO.activeOver30.id} centre={gym} onClose={() => undefined} />)
    const dialog = await screen.findByRole('dialog', { name: M.RECORD_REFERRAL })
    await user.type(within(dialog).getByLabelText(M.REFERRAL_FRIEND_PHONE), '98ab765')
    expect((within(dialog).getByLabelText(M.REFERRAL_FRIEND_PHONE) as HTMLInputElement).value).toBe('98765')
    await user.click(within(dialog).getByRole('button', { name: M.SUBMIT }))
    expect(await within(dialog).findByText(M.CUSTOMER_NAME_REQUIRED)).toBeInTheDocument()
    expect(within(dialog).getByText(M.INVALID_PHONE_NUMBER)).toBeInTheDocument()
  })

  it("records a friend ('Referral Successful') and shows the server's refusal for the same friend again", async () => {
    const user = userEvent.setup()
    let closed = 0
    renderWith(<RecordReferralModal customerId={DEMO.activeOver30.id} centre={gym} onClose={() => (closed += 1)} />)
    const dialog = await screen.findByRole('dialog', { name: M.RECORD_REFERRAL })
    await user.type(within(dialog).getByLabelText(M.REFERRAL_FRIEND_NAME), ' Ravi Kumar ')
    await user.type(within(dialog).getByLabelText(M.REFERRAL_FRIEND_PHONE), '9123456780')
    await user.click(within(dialog).getByRole('button', { name: M.SUBMIT }))
    expect(await within(toasts()).findByText(M.REFERRAL_SUCCESSFUL)).toBeInTheDocument()
    expect(closed).toBe(1)
    // The same friend again (the caller kept the modal): the answer's message, the modal stays open.
    laterThanTheGuard()
    await user.click(within(dialog).getByRole('button', { name: M.SUBMIT }))
    expect(await within(dialog).findByText(M.REFERRAL_ALREADY_MADE)).toBeInTheDocument()
    expect(closed).toBe(1)
  })
})

describe('InjuriesBlock', () => {
  it('says no injuries are reported at this centre', async () => {
    renderWith(<InjuriesBlock customerId={DEMO.activeOver30.id} centre={gym} customerName="Lakshmi Iyengar" />)
    const block = await region(M.INJURIES_TITLE)
    expect(await within(block).findByText(M.NO_INJURIES_REPORTED)).toBeInTheDocument()
  })

  it("shows a failing list with its message in the block alone, and Report Injury still opens", async () => {
    const user = userEvent.setup()
    renderWith(<InjuriesBlock customerId={DEMO.activeOver30.id} centre={gym} customerName="Lakshmi Iyengar" />, {
      override: { loadInjuries: () => TE.left(unavailable('Injury reports could not be loaded')) },
    })
    const block = await region(M.INJURIES_TITLE)
    expect(await within(block).findByText('Injury reports could not be loaded')).toBeInTheDocument()
    expect(within(block).getByRole('button', { name: M.TRY_AGAIN })).toBeInTheDocument()
    await user.click(within(block).getByRole('button', { name: M.REPORT_INJURY }))
    expect(await screen.findByRole('dialog', { name: M.reportInjuryTitle('Lakshmi Iyengar') })).toBeInTheDocument()
  })

  it('lists a report filed from its Report Injury at once, with its ticket, day and time at the centre', async () => {
    const user = userEvent.setup()
    renderWith(<InjuriesBlock customerId={DEMO.activeOver30.id} centre={gym} customerName="Lakshmi Iyengar" />)
    const block = await region(M.INJURIES_TITLE)
    await within(block).findByText(M.NO_INJURIES_REPORTED)
    await user.click(within(block).getByRole('button', { name: M.REPORT_INJURY }))
    const dialog = await screen.findByRole('dialog', { name: M.reportInjuryTitle('Lakshmi Iyengar') })
    await fillInjury(user, dialog, { ...GX_YOGA, trainer: 'NA' })
    await user.click(within(dialog).getByRole('button', { name: M.SUBMIT }))
    const toast = await within(toasts()).findByText(/^Ticket created Successfully: INJ-\d+$/)
    const ticket = (toast.textContent ?? '').replace('Ticket created Successfully: ', '')
    const item = await within(block).findByRole('listitem', { name: M.injuryTicketLabel(ticket) })
    // NOW is 25 Nov 2026 at the centre: the form's date defaults to that day.
    expect(within(item).getByText(M.injuryWhen('25 Nov 2026', '9:15 AM'))).toBeInTheDocument()
    expect(within(item).getByText('Twisted the wrist in a pose')).toBeInTheDocument()
    expect(within(block).queryByText(M.NO_INJURIES_REPORTED)).toBeNull()
  })
})

describe('Resolve Task and the server\'s text bound', () => {
  it('refuses remarks over 1,000 characters under the Remarks field and resolves nothing', async () => {
    const user = userEvent.setup()
    const portal = renderWith(<TasksBlock customerId={DEMO.activeUnder30.id} centre={gym} />)
    await user.click(await within(await region(M.TASKS_TITLE)).findByRole('button', { name: /^Resolve/ }))
    const dialog = await screen.findByRole('dialog', { name: M.RESOLVE_TASK_TITLE })
    await user.selectOptions(within(dialog).getByLabelText(M.TASK_STATUS), 'CONNECTED')
    await user.selectOptions(within(dialog).getByLabelText(M.TASK_SUB_STATUS), 'INTERESTED')
    await user.selectOptions(within(dialog).getByLabelText(M.TASK_FOLLOW_UP), 'TIME_BASED_CALL_BACK')
    const callBack = within(dialog).getByRole('group', { name: M.TASK_CALL_BACK_AT })
    await user.type(within(callBack).getByRole('textbox', { name: M.TASK_CALL_BACK_DAY }), '26-11-2026')
    await user.selectOptions(within(callBack).getByRole('combobox', { name: M.TASK_CALL_BACK_TIME }), '10:30 AM')
    const remarks = within(dialog).getByLabelText(M.TASK_REMARKS)
    await user.click(remarks)
    await user.paste('x'.repeat(1001))
    await user.click(within(dialog).getByRole('button', { name: M.SUBMIT }))
    await waitFor(() => expect(remarks).toHaveAccessibleDescription(M.TEXT_TOO_LONG))
    expect(within(dialog).getAllByText(M.TEXT_TOO_LONG)).toHaveLength(1)
    expect(portal.world.tasks.get('tsk-0001')).toMatchObject({ status: 'OPEN' })
    // Cut back to the bound, the same remarks resolve the task.
    await user.clear(remarks)
    await user.paste('x'.repeat(1000))
    laterThanTheGuard()
    await user.click(within(dialog).getByRole('button', { name: M.SUBMIT }))
    expect(await within(toasts()).findByText(M.TASK_RESOLVED)).toBeInTheDocument()
    expect(portal.world.tasks.get('tsk-0001')).toMatchObject({ status: 'CONNECTED', remark: 'x'.repeat(1000) })
  })
})
