import { useState } from 'react'
import { useUniqueId } from '../app/use-unique-id'
import { Link } from 'react-router-dom'
import styled from 'styled-components'
import type { FitnessEmployee } from '../../core/employee/employee'
import { EMPLOYEE_ROLES, ptLevelOf, roleLabel } from '../../core/employee/employee-profile.rule'
import { EMPLOYEE_LIST_PAGE_SIZE } from '../../core/shared/list-pages.rule'
import {
  ADD_EMPLOYEE,
  EMPLOYEE_ALL_ROLES,
  EMPLOYEE_ALL_STATUSES,
  EMPLOYEE_STATUS_LABELS,
  NO_EMPLOYEES,
  NO_EMPLOYEES_MATCH,
  ROLE_FILTER,
  SEARCH_EMPLOYEES,
  STATUS_FILTER,
  employeesCount,
} from '../../core/shared/messages'
import { useUseCase } from '../app/use-cases.context'
import { useUseCaseQuery } from '../app/use-use-case-query'
import { useCurrentRoute } from '../shell/current-route.context'
import { theme } from '../theme/theme'
import { Button } from '../widgets/button'
import { PageTitle } from '../widgets/page-title'
import { QueryBlock } from '../widgets/query-block'
import { CursorPager, useCursorPages } from '../widgets/cursor-pages'
import { useDebounced } from '../widgets/use-debounced'
import { CreateEmployeeModal } from './create-employee-modal'
import { Chip, Chips, EmployeePhoto, Muted, ScreenHeader, employeeKeys, useEmployeeDesk } from './employee-parts'

/** The role filter's choices, in their words' order. */
const ROLE_CHOICES = [...EMPLOYEE_ROLES].sort((a, b) => roleLabel(a).localeCompare(roleLabel(b)))

/**
 * My Employees (/employee/my-employee-v2): the centre's fitness employees, each with photo, role,
 * PT level (last two characters of the code), specialisations and workout families. The server
 * pages, searches (after 300 ms of quiet) and filters (role, status) the list and counts it, so a
 * centre of a thousand employees reads one page at a time; Add employee with EDIT on
 * CENTER_EMPLOYEE_DETAIL.
 */
export default function MyEmployeesScreen() {
  const { route } = useCurrentRoute()
  const { centre, can } = useEmployeeDesk()
  const pageOfEmployees = useUseCase('employeeListPage')
  const sid = centre?.centerServiceId ?? 0
  const [text, setText] = useState('')
  const [role, setRole] = useState('')
  const [status, setStatus] = useState('')
  const [adding, setAdding] = useState(false)
  const query = useDebounced(text, 300).trim()
  const ids = { search: useUniqueId(), role: useUniqueId(), status: useUniqueId() }
  const filters = { search: query, role, status }
  const pages = useCursorPages(JSON.stringify([sid, filters]))
  const list = useUseCaseQuery(
    [...employeeKeys.list(sid), 'page', filters, pages.cursor],
    () =>
      pageOfEmployees({
        centerServiceId: sid,
        pageSize: EMPLOYEE_LIST_PAGE_SIZE,
        ...(query === '' ? {} : { search: query }),
        ...(role === '' ? {} : { role }),
        ...(status === 'ACTIVE' || status === 'INACTIVE' ? { status } : {}),
        ...(pages.cursor === undefined ? {} : { cursor: pages.cursor }),
      }),
    { enabled: centre !== undefined },
  )
  const next = list.data?.next
  return (
    <section aria-labelledby="page-title">
      <ScreenHeader>
        <PageTitle>{route.title}</PageTitle>
        {centre !== undefined && can('CENTER_EMPLOYEE_DETAIL', 'EDIT') ? <Button onClick={() => setAdding(true)}>{ADD_EMPLOYEE}</Button> : null}
      </ScreenHeader>
      <Filters role="search">
        <label htmlFor={ids.search}>{SEARCH_EMPLOYEES}</label>
        <input id={ids.search} type="search" value={text} onChange={(e) => setText(e.target.value)} autoComplete="off" />
        <label htmlFor={ids.role}>{ROLE_FILTER}</label>
        <select id={ids.role} value={role} onChange={(e) => setRole(e.target.value)}>
          <option value="">{EMPLOYEE_ALL_ROLES}</option>
          {ROLE_CHOICES.map((r) => (
            <option key={r} value={r}>
              {roleLabel(r)}
            </option>
          ))}
        </select>
        <label htmlFor={ids.status}>{STATUS_FILTER}</label>
        <select id={ids.status} value={status} onChange={(e) => setStatus(e.target.value)}>
          <option value="">{EMPLOYEE_ALL_STATUSES}</option>
          <option value="ACTIVE">{EMPLOYEE_STATUS_LABELS.ACTIVE}</option>
          <option value="INACTIVE">{EMPLOYEE_STATUS_LABELS.INACTIVE}</option>
        </select>
      </Filters>
      <QueryBlock query={list} empty={{ when: (p) => p.all === 0, message: NO_EMPLOYEES }}>
        {(page) => (
          <>
            <Count role="status">{employeesCount(page.total, page.all)}</Count>
            {page.rows.length === 0 ? (
              <Muted>{NO_EMPLOYEES_MATCH}</Muted>
            ) : (
              <Cards>
                {page.rows.map((e) => (
                  <EmployeeCard key={e.agentId} e={e} />
                ))}
              </Cards>
            )}
            <CursorPager label={route.title} page={pages.page} total={page.total} pageSize={page.pageSize} next={next} busy={list.isFetching} onStep={(by) => pages.step(by, next)} />
          </>
        )}
      </QueryBlock>
      {adding && centre !== undefined ? <CreateEmployeeModal centre={centre} onClose={() => setAdding(false)} /> : null}
    </section>
  )
}

const EmployeeCard = ({ e }: { e: FitnessEmployee }) => {
  const level = ptLevelOf(e.ptLevelCode)
  const others = e.roles.filter((r) => r !== e.primaryRole)
  return (
    <Card>
      <EmployeePhoto name={e.name} url={e.photoUrl} colourKey={e.agentId} />
      <div>
        <Name>
          <Link to={`/employee/my-employee-detail-v2/${encodeURIComponent(e.agentId)}`}>{e.name}</Link>
        </Name>
        <Role>
          {roleLabel(e.primaryRole)}
          {others.length === 0 ? null : <Muted> · {others.map(roleLabel).join(', ')}</Muted>}
        </Role>
        <Chips aria-label="Level and status">
          {level === undefined ? null : <Chip $tone="level">PT level {level}</Chip>}
          {e.status === 'INACTIVE' ? <Chip $tone="danger">{EMPLOYEE_STATUS_LABELS.INACTIVE}</Chip> : null}
          {e.specialisations.map((s) => (
            <Chip key={s}>{s}</Chip>
          ))}
          {e.workoutFamilies.map((f) => (
            <Chip key={`${f.family}-${f.name}`} $tone="muted">
              {f.name}
            </Chip>
          ))}
        </Chips>
      </div>
    </Card>
  )
}

const Filters = styled.div`
  display: grid;
  grid-template-columns: minmax(220px, 2fr) minmax(140px, 1fr) minmax(140px, 1fr);
  grid-template-rows: auto auto;
  grid-auto-flow: column;
  column-gap: 12px;
  row-gap: 4px;
  margin-bottom: 14px;
  label {
    font-size: 13px;
    font-weight: 600;
    grid-row: 1;
  }
  input,
  select {
    grid-row: 2;
    font: inherit;
    padding: 8px 10px;
    border: 1px solid ${theme.color.control};
    border-radius: 8px;
    background: ${theme.color.surface};
    color: ${theme.color.text};
    min-width: 0;
  }
  @media (max-width: ${theme.phone}) {
    grid-template-columns: 1fr;
    grid-template-rows: none;
    grid-auto-flow: row;
    label,
    input,
    select {
      grid-row: auto;
    }
    label:not(:first-child) {
      margin-top: 6px;
    }
  }
`
const Count = styled.p`
  margin: 0 0 10px;
  color: ${theme.color.muted};
  font-size: 14px;
`
const Cards = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(300px, 1fr));
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
  @media (max-width: ${theme.phone}) {
    grid-template-columns: 1fr;
  }
`
const Card = styled.li`
  display: flex;
  gap: 12px;
  align-items: flex-start;
  background: ${theme.color.surface};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  box-shadow: ${theme.shadow};
  padding: 12px;
  min-width: 0;
  > div {
    min-width: 0;
    display: grid;
    gap: 6px;
  }
`
const Name = styled.h2`
  margin: 0;
  font-size: 16px;
  a {
    color: ${theme.color.primaryHover};
    text-decoration: none;
  }
  a:hover,
  a:focus-visible {
    text-decoration: underline;
  }
`
const Role = styled.p`
  margin: 0;
  font-size: 14px;
`
