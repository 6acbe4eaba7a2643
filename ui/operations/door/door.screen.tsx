import { useState } from 'react'
import styled from 'styled-components'
import { devicesOfKind, doorActionsOf } from '../../../core/operations/door-access.rule'
import { DOOR_DEVICE_KINDS, type DoorAction, type DoorDevice, type DoorDeviceKind, type DoorStatus } from '../../../core/operations/door-device'
import { operationsTimeLabel } from '../../../core/operations/operations-time.rule'
import {
  DOOR_ALL_KINDS,
  DOOR_DEVICE_OFFLINE,
  DOOR_DEVICES,
  DOOR_KIND_FILTER,
  DOOR_NEVER_USED,
  DOOR_VIEW_ONLY,
  NO_DOOR_DEVICES,
  doorActionOn,
  doorLastAction,
  doorStatusSince,
  doorVendorKind,
} from '../../../core/shared/messages'
import { useUseCase } from '../../app/use-cases.context'
import { useUseCaseQuery } from '../../app/use-use-case-query'
import { useToast } from '../../feedback/toast'
import { useCurrentRoute } from '../../shell/current-route.context'
import { theme } from '../../theme/theme'
import { Button } from '../../widgets/button'
import { PageTitle } from '../../widgets/page-title'
import { QueryBlock } from '../../widgets/query-block'
import { useFormMutation } from '../../widgets/use-form-mutation'
import { VisuallyHidden } from '../../widgets/visually-hidden'
import { Field, Hint, Select } from '../operations-styles'
import { useOperationsDesk } from '../use-operations-desk'
import { enumLabel } from '../../../core/shared/enum-labels'
import { StatusPill, type StatusTone } from '../../widgets/status-pill'

/** Query keys of Door Access Control: the centre's devices. */
export const doorKeys = { devices: (centreId: number) => ['operations', centreId, 'door-devices'] as const }

const isKind = (v: string): v is DoorDeviceKind => (DOOR_DEVICE_KINDS as readonly string[]).includes(v)

/**
 * Door Access Control (/door, GYMFIT and ONEPASS centres): the centre's door devices (EM_LOCK and
 * SWING_BARRIER by Fortuna, AVTech, AVTechV2) with their status in words, those needing attention
 * first, filtered by device type; with EDIT on DOOR_ACCESS_CONTROL a device that is not offline
 * opens for a member coming in (CHECKIN) or going out (CHECKOUT), and shows who did it last.
 */
export default function DoorScreen() {
  const { route } = useCurrentRoute()
  const { centre, can } = useOperationsDesk()
  const load = useUseCase('loadDoorDevices')
  const [kind, setKind] = useState<DoorDeviceKind | undefined>(undefined)
  const centreId = centre?.id ?? 0
  const devices = useUseCaseQuery(doorKeys.devices(centreId), () => load({ centreId }), { enabled: centre !== undefined })
  const canAct = can('DOOR_ACCESS_CONTROL', 'EDIT')
  return (
    <section aria-labelledby="page-title">
      <Header>
        <PageTitle>{route.title}</PageTitle>
        <Field>
          <label htmlFor="door-kind">{DOOR_KIND_FILTER}</label>
          <Select id="door-kind" value={kind ?? ''} onChange={(e) => setKind(isKind(e.target.value) ? e.target.value : undefined)}>
            <option value="">{DOOR_ALL_KINDS}</option>
            {DOOR_DEVICE_KINDS.map((k) => (
              <option key={k} value={k}>
                {enumLabel('doorKind', k)}
              </option>
            ))}
          </Select>
        </Field>
      </Header>
      {canAct ? null : <Hint>{DOOR_VIEW_ONLY}</Hint>}
      <VisuallyHidden as="h2" id="door-devices">
        {DOOR_DEVICES}
      </VisuallyHidden>
      <QueryBlock query={devices} empty={{ when: (l) => devicesOfKind(l, kind).length === 0, message: NO_DOOR_DEVICES }}>
        {(list) => (
          <Cards aria-labelledby="door-devices">
            {devicesOfKind(list, kind).map((d) => (
              <DeviceCard key={d.deviceId} device={d} centreId={centreId} canAct={canAct} />
            ))}
          </Cards>
        )}
      </QueryBlock>
    </section>
  )
}

const DeviceCard = ({ device: d, centreId, canAct }: { device: DoorDevice; centreId: number; canAct: boolean }) => {
  const toast = useToast()
  const act = useUseCase('actOnDoor')
  const { mutation, attempt } = useFormMutation(act, {
    invalidates: () => [doorKeys.devices(centreId)],
    onSuccess: (r) => toast.success(r.message),
  })
  const actions = doorActionsOf(d)
  const titleId = `door-${d.deviceId}`
  return (
    <Card aria-labelledby={titleId}>
      <Top>
        <div>
          <h3 id={titleId}>{d.name}</h3>
          <Muted>{doorVendorKind(enumLabel('doorKind', d.kind), enumLabel('doorVendor', d.vendor))}</Muted>
        </div>
        <StatusPill tone={DOOR_TONES[d.status]}>{enumLabel('doorStatus', d.status)}</StatusPill>
      </Top>
      <Muted>{doorStatusSince(enumLabel('doorStatus', d.status), operationsTimeLabel(d.statusSince))}</Muted>
      <Last>{d.lastUse === undefined ? DOOR_NEVER_USED : doorLastAction(enumLabel('doorAction', d.lastUse.action), d.lastUse.by, operationsTimeLabel(d.lastUse.at))}</Last>
      {actions.length === 0 ? <Offline>{DOOR_DEVICE_OFFLINE}</Offline> : null}
      {canAct && actions.length > 0 ? (
        <Actions key={attempt}>
          {actions.map((a: DoorAction) => (
            <Button
              key={a}
              type="button"
              $variant={a === 'CHECKIN' ? 'primary' : 'secondary'}
              disabled={mutation.isPending}
              aria-label={doorActionOn(enumLabel('doorAction', a), d.name)}
              onClick={() => mutation.mutate({ deviceId: d.deviceId, action: a })}
            >
              {enumLabel('doorAction', a)}
            </Button>
          ))}
        </Actions>
      ) : null}
    </Card>
  )
}

const DOOR_TONES: Readonly<Record<DoorStatus, StatusTone>> = { FUNCTIONAL: 'good', 'DOOR KEPT OPEN': 'warn', OFFLINE: 'bad' }

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: end;
  gap: 12px;
  margin-bottom: 12px;
  h1 {
    margin: 0;
  }
`
const Cards = styled.ul`
  list-style: none;
  margin: 16px 0 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(280px, 1fr));
  gap: 14px;
`
const Card = styled.li`
  background: ${theme.color.surface};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  box-shadow: ${theme.shadow};
  padding: 14px 16px;
  display: grid;
  gap: 8px;
  min-width: 0;
  h3 {
    margin: 0 0 2px;
    font-size: 16px;
  }
`
const Top = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: start;
  gap: 10px;
`
const Muted = styled.span`
  display: block;
  color: ${theme.color.muted};
  font-size: 13px;
`
const Last = styled.p`
  margin: 0;
  font-size: 14px;
`
const Offline = styled.p`
  margin: 0;
  font-size: 14px;
  color: ${theme.color.danger};
`
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`
