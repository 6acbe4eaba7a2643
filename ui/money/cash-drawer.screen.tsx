import * as E from 'fp-ts/Either'
import { type FormEvent, useState } from 'react'
import { countedCash, DENOMINATIONS, type DenominationId } from '../../core/money/cash-drawer.rule'
import { type CloseOutDays, closeOutDaysProblem, closeOutFileName, closeOutTable, closeOutTotals, defaultCloseOutDays } from '../../core/money/close-out-table.rule'
import { csvText } from '../../core/shared/csv.rule'
import { EMPTY_TABLE } from '../../core/shared/messages'
import { REPORT_EXPORT_CSV, REPORT_FROM, REPORT_TO } from '../../core/shared/messages/reports'
import type { Drawer } from '../../core/money/money'
import { paise } from '../../core/shared/brands'
import { formatDateTime, formatDay, formatTime } from '../../core/shared/display-format'
import * as M from '../../core/shared/messages/money'
import { formatRupees } from '../../core/shared/money'
import { useUseCase } from '../app/use-cases.context'
import { useUseCaseQuery } from '../app/use-use-case-query'
import { useToast } from '../feedback/toast'
import { useOperationsDesk } from '../operations/use-operations-desk'
import { useCurrentRoute } from '../shell/current-route.context'
import { Button } from '../widgets/button'
import { DatePicker } from '../widgets/date-picker'
import { ErrorText, Field } from '../widgets/field'
import { saveCsv } from '../widgets/save-file'
import { TextField } from '../widgets/form-fields'
import { PageTitle } from '../widgets/page-title'
import { QueryBlock } from '../widgets/query-block'
import { ScrollBox } from '../widgets/scroll-box'
import { SubmitButton } from '../widgets/submit-button'
import { useFormMutation } from '../widgets/use-form-mutation'
import { useNetworkOnly } from '../offline/needs-network'
import { Actions, CountGrid, Figures, FilterForm, Muted, Panel, Problem, Scroll, Short } from './money-styles'

/** Query keys of the cash drawer: the caller's open drawer and the centre's close-outs. */
export const moneyKeys = {
  drawer: (centreId: number) => ['money', centreId, 'drawer'] as const,
  closeOuts: (centreId: number) => ['money', centreId, 'close-outs'] as const,
  closeOutsOf: (centreId: number, filter: CloseOutDays & { readonly staffId: string }) => ['money', centreId, 'close-outs', filter] as const,
}

/**
 * The cash drawer (/cash-drawer): the staff member opens their drawer for the shift with a float,
 * sees the cash sales, split payments' cash parts and cash refunds recorded against it and the
 * expected cash, and closes it counted by denomination (a difference needs a reason). A manager
 * (CASH_DRAWER_SIGN_OFF) sees the centre's close-outs with their differences and signs them off.
 */
export default function CashDrawerScreen() {
  const { route } = useCurrentRoute()
  const { centre, can } = useOperationsDesk()
  const centreId = centre?.id ?? 0
  const load = useUseCase('loadCashDrawer')
  const drawer = useUseCaseQuery(moneyKeys.drawer(centreId), () => load({ centreId }), { enabled: centre !== undefined })
  return (
    <section aria-labelledby="page-title">
      <PageTitle>{route.title}</PageTitle>
      <Panel aria-labelledby="drawer-yours">
        <h2 id="drawer-yours">{M.DRAWER_YOURS_TITLE}</h2>
        <QueryBlock query={drawer}>{(d) => (d === null ? <OpenDrawerForm centreId={centreId} /> : <OpenDrawer drawer={d} />)}</QueryBlock>
      </Panel>
      {can('CASH_DRAWER_SIGN_OFF') ? <CloseOuts centreId={centreId} centreName={centre?.name ?? ''} canSign={can('CASH_DRAWER_SIGN_OFF', 'EDIT')} /> : null}
    </section>
  )
}

const OpenDrawerForm = ({ centreId }: { centreId: number }) => {
  const toast = useToast()
  const [float, setFloat] = useState('')
  const { mutation, errors, attempt } = useFormMutation(useUseCase('openCashDrawer'), {
    invalidates: () => [moneyKeys.drawer(centreId)],
    onSuccess: (r) => toast.success(r.message),
  })
  const network = useNetworkOnly('CASH')
  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (network.refused()) return
    mutation.mutate({ centreId, draft: { float } })
  }
  return (
    <form onSubmit={submit} noValidate>
      <Muted>{M.DRAWER_NONE_OPEN}</Muted>
      {network.note}
      <Actions>
        <TextField label={M.DRAWER_FLOAT_INPUT_LABEL} value={float} onChange={setFloat} inputMode="decimal" error={errors.float} />
        <SubmitButton key={attempt} $variant="primary" disabled={mutation.isPending} onClick={() => undefined}>
          {M.DRAWER_OPEN_ACTION}
        </SubmitButton>
      </Actions>
    </form>
  )
}

type Counts = Readonly<Partial<Record<DenominationId, string>>>

/** The counted cash of what is typed so far (a field not yet a whole number counts as none). */
const countedSoFar = (counts: Counts): number => {
  const whole: Partial<Record<DenominationId, number>> = {}
  for (const d of DENOMINATIONS) {
    const t = (counts[d.id] ?? '').trim()
    whole[d.id] = /^\d{1,6}$/.test(t) ? Number(t) : 0
  }
  const c = countedCash(whole)
  return E.isRight(c) ? c.right : 0
}

const OpenDrawer = ({ drawer }: { drawer: Drawer }) => {
  const toast = useToast()
  const [counts, setCounts] = useState<Counts>({})
  const [reason, setReason] = useState('')
  const { mutation, errors, attempt } = useFormMutation(useUseCase('closeCashDrawer'), {
    invalidates: () => [moneyKeys.drawer(drawer.centreId), moneyKeys.closeOuts(drawer.centreId)],
    onSuccess: (r) => toast.success(r.message),
  })
  const counted = countedSoFar(counts)
  const difference = counted - drawer.expected
  const network = useNetworkOnly('CASH')
  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (network.refused()) return
    mutation.mutate({ drawer, draft: { count: counts as Record<string, string>, reason } })
  }
  return (
    <>
      <Muted>
        {M.drawerOpenedAt(formatDateTime(drawer.openedAt))}
        {drawer.openedBySale ? ` · ${M.DRAWER_OPENED_BY_SALE}` : ''}
      </Muted>
      <Figures>
        <div>
          <dt>{M.DRAWER_FLOAT_LABEL}</dt>
          <dd>{formatRupees(drawer.float)}</dd>
        </div>
        <div>
          <dt>{M.DRAWER_EXPECTED_LABEL}</dt>
          <dd data-testid="drawer-expected">{formatRupees(drawer.expected)}</dd>
        </div>
      </Figures>
      <h3>{M.DRAWER_MOVEMENTS_TITLE}</h3>
      {drawer.movements.length === 0 ? (
        <Muted>{M.DRAWER_NO_MOVEMENTS}</Muted>
      ) : (
        <ScrollBox label={M.DRAWER_MOVEMENTS_TITLE} Box={Scroll} deps={[drawer.movements]}>
          <table>
            <thead>
              <tr>
                <th scope="col">{M.DRAWER_TIME_LABEL}</th>
                <th scope="col">{M.DRAWER_KIND_LABEL}</th>
                <th scope="col">{M.DRAWER_ORDER_LABEL}</th>
                <th scope="col" className="amount">
                  {M.DRAWER_AMOUNT_LABEL}
                </th>
              </tr>
            </thead>
            <tbody>
              {drawer.movements.map((m, i) => (
                <tr key={`${m.orderId}-${i}`}>
                  <td>{formatTime(m.at)}</td>
                  <td>{M.CASH_MOVEMENT_WORDS[m.kind]}</td>
                  <td>{m.orderId}</td>
                  <td className="amount">{formatRupees(paise(m.kind === 'CASH_REFUND' ? -m.amount : m.amount))}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollBox>
      )}
      <form onSubmit={submit} noValidate>
        {network.note}
        <CountGrid aria-describedby={errors.count === undefined ? undefined : 'drawer-count-error'}>
          <legend>{M.DRAWER_COUNT_LEGEND}</legend>
          {DENOMINATIONS.map((d) => (
            <label key={d.id}>
              {M.DENOMINATION_WORDS[d.id]}
              <input
                inputMode="numeric"
                aria-label={M.drawerCountOf(M.DENOMINATION_WORDS[d.id])}
                value={counts[d.id] ?? ''}
                onChange={(e) => setCounts({ ...counts, [d.id]: e.target.value })}
              />
            </label>
          ))}
        </CountGrid>
        <ErrorText id="drawer-count-error" error={errors.count} />
        <Figures aria-live="polite">
          <div>
            <dt>{M.DRAWER_COUNTED_LABEL}</dt>
            <dd data-testid="drawer-counted">{formatRupees(paise(counted))}</dd>
          </div>
          <div>
            <dt>{M.DRAWER_DIFFERENCE_LABEL}</dt>
            <dd data-testid="drawer-difference">
              <Short $tone={difference === 0 ? 'good' : 'bad'}>{formatRupees(paise(difference))}</Short>
            </dd>
          </div>
        </Figures>
        <TextField label={M.DRAWER_REASON_LABEL} value={reason} onChange={setReason} multiline maxLength={500} error={errors.reason} />
        <Actions>
          <SubmitButton key={attempt} $variant="primary" disabled={mutation.isPending} onClick={() => undefined}>
            {M.DRAWER_CLOSE_ACTION}
          </SubmitButton>
        </Actions>
      </form>
    </>
  )
}

type CloseOutFilter = CloseOutDays & { readonly staffId: string }

const CloseOuts = ({ centreId, centreName, canSign }: { centreId: number; centreName: string; canSign: boolean }) => {
  const toast = useToast()
  const load = useUseCase('loadCloseOuts')
  const today = useUseCase('centreToday')()
  const [applied, setApplied] = useState<CloseOutFilter>(() => ({ ...defaultCloseOutDays(today), staffId: '' }))
  const [draft, setDraft] = useState<Partial<CloseOutFilter>>(applied)
  const [problem, setProblem] = useState<string | undefined>()
  const closeOuts = useUseCaseQuery(
    moneyKeys.closeOutsOf(centreId, applied),
    () => load({ centreId, from: applied.from, to: applied.to, ...(applied.staffId === '' ? {} : { staffId: applied.staffId }) }),
    { enabled: centreId !== 0, keepPrevious: true },
  )
  const { mutation } = useFormMutation(useUseCase('signOffCashDrawer'), {
    invalidates: () => [moneyKeys.closeOuts(centreId)],
    onSuccess: (r) => toast.success(r.message),
  })
  const network = useNetworkOnly('CASH')
  const show = (e: FormEvent) => {
    e.preventDefault()
    const why = closeOutDaysProblem(draft)
    setProblem(why)
    if (why === undefined && draft.from !== undefined && draft.to !== undefined) setApplied({ from: draft.from, to: draft.to, staffId: draft.staffId ?? '' })
  }
  const staff = closeOuts.data?.staff ?? []
  return (
    <Panel aria-labelledby="drawer-close-outs">
      <h2 id="drawer-close-outs">{M.DRAWER_CLOSE_OUTS_TITLE}</h2>
      <FilterForm onSubmit={show} noValidate aria-label={M.DRAWER_CLOSE_OUTS_FILTER} aria-describedby={problem === undefined ? undefined : 'close-outs-problem'}>
        <Field>
          <label htmlFor="close-outs-staff">{M.DRAWER_STAFF_LABEL}</label>
          <select id="close-outs-staff" value={draft.staffId ?? ''} onChange={(e) => setDraft((d) => ({ ...d, staffId: e.target.value }))}>
            <option value="">{M.DRAWER_ANY_STAFF}</option>
            {staff.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
        </Field>
        <DatePicker id="close-outs-from" label={REPORT_FROM} value={draft.from} max={today} onChange={(from) => setDraft((d) => ({ ...d, from }))} required />
        <DatePicker id="close-outs-to" label={REPORT_TO} value={draft.to} max={today} onChange={(to) => setDraft((d) => ({ ...d, to }))} required />
        <Actions>
          <Button type="submit">{M.DRAWER_CLOSE_OUTS_SHOW}</Button>
          <Button
            type="button"
            $variant="secondary"
            disabled={closeOuts.data === undefined || closeOuts.data.closeOuts.length === 0}
            onClick={() => {
              const r = closeOuts.data
              if (r !== undefined) saveCsv(closeOutFileName(centreId, r.days), `${csvText(closeOutTable(r.closeOuts, centreName))}\r\n`)
            }}
          >
            {REPORT_EXPORT_CSV}
          </Button>
        </Actions>
        {problem === undefined ? null : (
          <Problem id="close-outs-problem" role="alert">
            {problem}
          </Problem>
        )}
      </FilterForm>
      <QueryBlock query={closeOuts} empty={{ when: (r) => r.closeOuts.length === 0, message: EMPTY_TABLE }}>
        {({ closeOuts: list }) => {
          const totals = closeOutTotals(list)
          return (
            <>
              <ScrollBox label={M.DRAWER_CLOSE_OUTS_TITLE} Box={Scroll} deps={[list]}>
                <table aria-labelledby="drawer-close-outs">
                  <thead>
                    <tr>
                      <th scope="col">{M.DRAWER_DAY_LABEL}</th>
                      <th scope="col">{M.DRAWER_STAFF_LABEL}</th>
                      <th scope="col">{M.DRAWER_STATUS_LABEL}</th>
                      <th scope="col" className="amount">
                        {M.DRAWER_EXPECTED_LABEL}
                      </th>
                      <th scope="col" className="amount">
                        {M.DRAWER_COUNTED_LABEL}
                      </th>
                      <th scope="col" className="amount">
                        {M.DRAWER_DIFFERENCE_LABEL}
                      </th>
                      <th scope="col">{M.DRAWER_REASON_LABEL}</th>
                      <th scope="col">{M.DRAWER_SIGNED_OFF_BY_LABEL}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {list.map((d) => (
                      <tr key={d.drawerId}>
                        <td>{formatDay(d.openedAt)}</td>
                        <td>{d.staffName}</td>
                        <td>{M.DRAWER_STATUS_WORDS[d.status]}</td>
                        <td className="amount">{formatRupees(d.expected)}</td>
                        <td className="amount">{d.counted === undefined ? '' : formatRupees(d.counted)}</td>
                        <td className="amount">
                          {d.difference === undefined ? '' : <Short $tone={d.difference === 0 ? 'good' : 'bad'}>{formatRupees(d.difference)}</Short>}
                        </td>
                        <td>{d.reason ?? ''}</td>
                        <td>
                          {d.signedOffBy !== undefined ? (
                            d.signedOffBy
                          ) : canSign ? (
                            <SubmitButton
                              type="button"
                              $variant="secondary"
                              disabled={mutation.isPending}
                              aria-label={M.drawerSignOffFor(d.staffName, formatDay(d.openedAt))}
                              onClick={() => {
                                if (!network.refused()) mutation.mutate({ drawerId: d.drawerId })
                              }}
                            >
                              {M.DRAWER_SIGN_OFF_ACTION}
                            </SubmitButton>
                          ) : (
                            M.DRAWER_AWAITING_SIGN_OFF
                          )}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                  <tfoot>
                    <tr>
                      <th scope="row" colSpan={3}>
                        {M.DRAWER_TOTAL_LABEL}
                      </th>
                      <td className="amount" data-testid="close-outs-expected">
                        {formatRupees(totals.expected)}
                      </td>
                      <td className="amount" data-testid="close-outs-counted">
                        {formatRupees(totals.counted)}
                      </td>
                      <td className="amount" data-testid="close-outs-difference">
                        <Short $tone={totals.difference === 0 ? 'good' : 'bad'}>{formatRupees(totals.difference)}</Short>
                      </td>
                      <td colSpan={2} />
                    </tr>
                  </tfoot>
                </table>
              </ScrollBox>
              <Muted role="status">{M.drawerCloseOutsTotals(totals.count, formatRupees(totals.short), formatRupees(totals.over))}</Muted>
            </>
          )
        }}
      </QueryBlock>
    </Panel>
  )
}
