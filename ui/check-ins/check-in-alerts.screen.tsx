import * as E from 'fp-ts/Either'
import { useState } from 'react'
import styled from 'styled-components'
import { CHECK_IN_ALERT_SETTINGS_RESOURCE } from '../../core/access/kiosk-session.rule'
import type { CentreAlertSettings } from '../../core/check-in/check-in-alert-desk.port'
import { type CheckInAlertSettingsField, validateCheckInAlertSettings } from '../../core/check-in/check-in-alert-settings.rule'
import { CHECK_IN_ALERT_KINDS, CHECK_IN_ALERT_LEVELS, type CheckInAlertKind, type CheckInAlertLevel } from '../../core/check-in/check-in-alerts.rule'
import { ALERT_RENEWAL_DAYS_LABEL, CHECK_IN_ALERT_KIND_LABELS, CHECK_IN_ALERT_LEVEL_LABELS } from '../../core/shared/messages'
import { CHECK_IN_ALERTS_DEFAULTS_NOTE, CHECK_IN_ALERTS_INTRO, CHECK_IN_ALERTS_SAVE } from '../../core/access/messages-kiosk'
import { useUseCase } from '../app/use-cases.context'
import { failureMessage, useUseCaseMutation, useUseCaseQuery } from '../app/use-use-case-query'
import { useToast } from '../feedback/toast'
import { useCurrentRoute } from '../shell/current-route.context'
import { useOperationsDesk } from '../operations/use-operations-desk'
import { theme } from '../theme/theme'
import { ChoiceGroup } from '../widgets/choice-group'
import { ErrorText, Field } from '../widgets/field'
import { PageTitle } from '../widgets/page-title'
import { QueryBlock } from '../widgets/query-block'
import { SubmitButton } from '../widgets/submit-button'
import { useFieldErrors } from '../widgets/use-form-mutation'

/** Query keys of the check-in alert settings: one centre's. */
export const checkInAlertKeys = { settings: (centreId: number) => ['check-in', centreId, 'alert-settings'] as const }

/**
 * Check-in Alerts (/checkin-alerts): what each alert does at this centre (Off, Warn or Block; a
 * birthday only Off or Warn) and how many days ahead 'Membership ending soon' looks. Read with VIEW,
 * saved with EDIT on CHECK_IN_ALERT_SETTINGS; the server checks both and the centre.
 */
export default function CheckInAlertsScreen() {
  const { route } = useCurrentRoute()
  const { centre, can } = useOperationsDesk()
  const load = useUseCase('loadCheckInAlertSettings')
  const centreId = centre?.id ?? 0
  const settings = useUseCaseQuery(checkInAlertKeys.settings(centreId), () => load(centreId), { enabled: centre !== undefined })
  return (
    <section aria-labelledby="page-title">
      <PageTitle>{route.title}</PageTitle>
      <Intro>{CHECK_IN_ALERTS_INTRO}</Intro>
      <QueryBlock query={settings}>
        {(s) => <SettingsForm key={`${s.centerId}-${JSON.stringify(s)}`} settings={s} canSave={can(CHECK_IN_ALERT_SETTINGS_RESOURCE, 'EDIT')} />}
      </QueryBlock>
    </section>
  )
}

type Levels = Record<CheckInAlertKind, CheckInAlertLevel>

const SettingsForm = ({ settings, canSave }: { settings: CentreAlertSettings; canSave: boolean }) => {
  const toast = useToast()
  const [levels, setLevels] = useState<Levels>({ ...settings.levels })
  const [days, setDays] = useState(String(settings.renewalWithinDays))
  const { errors, attempt, refuse, clear } = useFieldErrors<CheckInAlertSettingsField>()
  const mutation = useUseCaseMutation(useUseCase('saveCheckInAlertSettings'), {
    invalidates: () => [checkInAlertKeys.settings(settings.centerId)],
    onSuccess: (r) => toast.success(r.message),
    onError: (_f, e) => toast.error(failureMessage(e)),
  })
  return (
    <Form
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        // The settings rule first: every field's error at once, nothing sent.
        const checked = validateCheckInAlertSettings({ levels, renewalWithinDays: days })
        if (E.isLeft(checked)) refuse(checked.left.errors)
        else {
          clear()
          mutation.mutate({ centerId: settings.centerId, settings: checked.right })
        }
      }}
    >
      {settings.saved ? null : <Note>{CHECK_IN_ALERTS_DEFAULTS_NOTE}</Note>}
      <Rows>
        {CHECK_IN_ALERT_KINDS.map((kind) => (
          <Row key={kind}>
            <ChoiceGroup
              legend={CHECK_IN_ALERT_KIND_LABELS[kind]}
              name={`alert-${kind}`}
              choices={kind === 'birthday' ? CHECK_IN_ALERT_LEVELS.filter((l) => l !== 'block') : CHECK_IN_ALERT_LEVELS}
              labels={CHECK_IN_ALERT_LEVEL_LABELS}
              value={levels[kind]}
              onChange={(l) => setLevels((x) => ({ ...x, [kind]: l }))}
            />
            <ErrorText id={`alert-${kind}-error`} error={errors[kind]} />
          </Row>
        ))}
      </Rows>
      <Field>
        <label htmlFor="renewal-days">{ALERT_RENEWAL_DAYS_LABEL}</label>
        <DaysInput
          id="renewal-days"
          inputMode="numeric"
          autoComplete="off"
          value={days}
          aria-invalid={errors.renewalWithinDays !== undefined}
          aria-describedby={errors.renewalWithinDays === undefined ? undefined : 'renewal-days-error'}
          onChange={(e) => setDays(e.target.value)}
        />
        <ErrorText id="renewal-days-error" error={errors.renewalWithinDays} />
      </Field>
      {canSave ? (
        <div>
          <SubmitButton key={attempt} onClick={() => undefined} disabled={mutation.isPending}>
            {CHECK_IN_ALERTS_SAVE}
          </SubmitButton>
        </div>
      ) : null}
    </Form>
  )
}

const Intro = styled.p`
  margin: 0 0 16px;
  max-width: 70ch;
  color: ${theme.color.muted};
`
const Note = styled.p`
  margin: 0;
  font-size: 14px;
  color: ${theme.color.muted};
`
const Form = styled.form`
  display: grid;
  gap: 18px;
  max-width: 720px;
  background: ${theme.color.surface};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  padding: 18px;
`
const Rows = styled.div`
  display: grid;
  gap: 12px;
`
const Row = styled.div`
  display: grid;
  gap: 4px;
  padding-bottom: 12px;
  border-bottom: 1px solid ${theme.color.border};
  fieldset legend {
    min-width: 14em;
  }
`
const DaysInput = styled.input`
  width: 8em;
  padding: 8px 10px;
  border: 1px solid ${theme.color.control};
  border-radius: 8px;
  font: inherit;
`
