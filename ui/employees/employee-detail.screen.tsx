import { useState } from 'react'
import { Link } from 'react-router-dom'
import styled from 'styled-components'
import type { FitnessEmployee } from '../../core/employee/employee'
import { centresByType, ptLevelOf, roleLabel, specialisationsApply } from '../../core/employee/employee-profile.rule'
import {
  BACK_TO_EMPLOYEES,
  CENTRES,
  CONTACT,
  EDIT_PROFILE,
  EMPLOYEE_EMAIL,
  EMPLOYEE_ID,
  EMPLOYEE_PHONE,
  NO_PT_LEVEL,
  NO_SPECIALISATIONS,
  OTHER_ROLES,
  PRIMARY_ROLE,
  PT_LEVEL,
  SPECIALISATIONS,
  WORKOUT_FAMILIES,
} from '../../core/shared/messages'
import { useUseCase } from '../app/use-cases.context'
import { useUseCaseQuery } from '../app/use-use-case-query'
import { useCurrentRoute } from '../shell/current-route.context'
import { theme } from '../theme/theme'
import { Button } from '../widgets/button'
import { PageTitle } from '../widgets/page-title'

/** The route's title (the route map's), as every screen's heading. */
const EMPLOYEE_DETAILS_TITLE = 'Employee Details'
import { QueryBlock } from '../widgets/query-block'
import { EditProfileModal } from './edit-profile-modal'
import { Chip, Chips, EmployeePhoto, Muted, Panel, ScreenHeader, employeeKeys, useEmployeeDesk } from './employee-parts'
import { enumLabel } from '../../core/shared/enum-labels'

/**
 * Employee Details (/employee/my-employee-detail-v2/:agentId): photo, role, contact, centres
 * grouped by type, PT level, specialisations and workout families; Edit profile (level and
 * specialisations) with EDIT on TRAINER_PROFILE.
 */
export default function EmployeeDetailScreen() {
  const { params } = useCurrentRoute()
  const agentId = params.agentId ?? ''
  const { can } = useEmployeeDesk()
  const load = useUseCase('loadEmployeeProfile')
  const profile = useUseCaseQuery(employeeKeys.profile(agentId), () => load(agentId), { enabled: agentId !== '' })
  const [editing, setEditing] = useState(false)
  return (
    <section aria-labelledby="page-title">
      <Back to="/employee/my-employee-v2">← {BACK_TO_EMPLOYEES}</Back>
      <PageTitle>{EMPLOYEE_DETAILS_TITLE}</PageTitle>
      <QueryBlock query={profile}>
        {(e) => (
          <>
            <ScreenHeader>
              <Who>
                <EmployeePhoto name={e.name} url={e.photoUrl} size={72} colourKey={e.agentId} />
                <div>
                  <h2>{e.name}</h2>
                  <p>
                    {roleLabel(e.primaryRole)} · {enumLabel('employeeStatus', e.status)}
                  </p>
                </div>
              </Who>
              {can('TRAINER_PROFILE', 'EDIT') ? (
                <Button type="button" onClick={() => setEditing(true)}>
                  {EDIT_PROFILE}
                </Button>
              ) : null}
            </ScreenHeader>
            <Blocks employee={e} />
            {editing ? <EditProfileModal employee={e} onClose={() => setEditing(false)} /> : null}
          </>
        )}
      </QueryBlock>
    </section>
  )
}

const Blocks = ({ employee: e }: { employee: FitnessEmployee }) => {
  const level = ptLevelOf(e.ptLevelCode)
  const others = e.roles.filter((r) => r !== e.primaryRole)
  const type = e.centres[0]?.type ?? ''
  return (
    <Grid>
      <Panel aria-labelledby="emp-contact">
        <h2 id="emp-contact">{CONTACT}</h2>
        <Facts>
          <dt>{EMPLOYEE_EMAIL}</dt>
          <dd>{e.email}</dd>
          <dt>{EMPLOYEE_PHONE}</dt>
          <dd>{e.phone}</dd>
          <dt>{EMPLOYEE_ID}</dt>
          <dd>{[e.empId, e.cultEmployeeId].filter((x) => x !== undefined).join(' · ') || <Muted>—</Muted>}</dd>
        </Facts>
      </Panel>
      <Panel aria-labelledby="emp-role">
        <h2 id="emp-role">{PRIMARY_ROLE}</h2>
        <Facts>
          <dt>{PRIMARY_ROLE}</dt>
          <dd>{roleLabel(e.primaryRole)}</dd>
          <dt>{OTHER_ROLES}</dt>
          <dd>{others.length === 0 ? <Muted>—</Muted> : others.map(roleLabel).join(', ')}</dd>
          <dt>{PT_LEVEL}</dt>
          <dd>{level === undefined ? <Muted>{NO_PT_LEVEL}</Muted> : <strong>{level}</strong>}</dd>
        </Facts>
      </Panel>
      <Panel aria-labelledby="emp-centres">
        <h2 id="emp-centres">{CENTRES}</h2>
        {centresByType(e.centres).map((g) => (
          <Group key={g.type}>
            <h3>{enumLabel('centreType', g.type)}</h3>
            <ul>
              {g.centres.map((c) => (
                <li key={c.centerServiceId}>{c.name}</li>
              ))}
            </ul>
          </Group>
        ))}
      </Panel>
      <Panel aria-labelledby="emp-specialisations">
        <h2 id="emp-specialisations">{SPECIALISATIONS}</h2>
        {e.specialisations.length === 0 ? (
          <Muted>{specialisationsApply(e.primaryRole, type) ? NO_SPECIALISATIONS : `Not recorded for ${roleLabel(e.primaryRole).toLowerCase()}s`}</Muted>
        ) : (
          <Chips>
            {e.specialisations.map((s) => (
              <Chip key={s}>{s}</Chip>
            ))}
          </Chips>
        )}
        <h2 id="emp-families" style={{ marginTop: 14 }}>
          {WORKOUT_FAMILIES}
        </h2>
        {e.workoutFamilies.length === 0 ? (
          <Muted>{NO_SPECIALISATIONS}</Muted>
        ) : (
          <Chips aria-labelledby="emp-families">
            {e.workoutFamilies.map((f) => (
              <Chip key={`${f.family}-${f.name}`} $tone="muted">
                {f.name} ({f.family})
              </Chip>
            ))}
          </Chips>
        )}
      </Panel>
    </Grid>
  )
}

const Back = styled(Link)`
  display: inline-block;
  margin-bottom: 12px;
  color: ${theme.color.primaryHover};
`
const Who = styled.div`
  display: flex;
  gap: 14px;
  align-items: center;
  h1 {
    margin: 0 0 4px;
  }
  p {
    margin: 0;
    color: ${theme.color.muted};
  }
`
const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 12px;
  margin-top: 12px;
  @media (max-width: ${theme.phone}) {
    grid-template-columns: 1fr;
  }
`
const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 6px 14px;
  margin: 0;
  dt {
    color: ${theme.color.muted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`
const Group = styled.div`
  h3 {
    margin: 8px 0 4px;
    font-size: 14px;
    color: ${theme.color.muted};
  }
  ul {
    margin: 0;
    padding-left: 18px;
  }
`
