import { useState } from 'react'
import styled from 'styled-components'
import type { Centre } from '../../core/centre/centre'
import type { LeaveStatus } from '../../core/employee/staff-desk'
import type { Permissions } from '../../core/access/access'
import { hasPermission } from '../../core/access/permission.rule'
import { useStaffAccess } from '../shell/staff-access.context'
import { avatarColour } from '../theme/avatar-colour'
import { theme } from '../theme/theme'
import type { StatusTone } from '../widgets/status-pill'

/** Query keys of the employee screens: area, subject, block. */
export const employeeKeys = {
  all: ['employees'] as const,
  list: (centerServiceId: number) => ['employees', centerServiceId, 'list'] as const,
  profile: (agentId: string) => ['employees', 'profile', agentId] as const,
  ptLevels: (centreType: string) => ['employees', 'ptLevels', centreType] as const,
  specialisations: (role: string, centreType: string) => ['employees', 'specialisations', role, centreType] as const,
  attendance: (centerServiceId: number, day: string) => ['employees', centerServiceId, 'attendance', day] as const,
}

/** How a leave request's status reads on My Leave and Leave Management. */
export const leaveTone: Readonly<Record<LeaveStatus, StatusTone>> = { APPROVED: 'good', REJECTED: 'bad', PENDING: 'info' }

/** The selected centre and the signed-in staff member's permissions. */
export const useEmployeeDesk = (): { readonly centre: Centre | undefined; readonly permissions: Permissions; readonly can: (resource: string, level?: 'VIEW' | 'EDIT') => boolean } => {
  const { state } = useStaffAccess()
  const centre = state.status === 'ready' ? state.access.selected : undefined
  const permissions: Permissions = state.status === 'ready' ? state.access.permissions : {}
  return { centre, permissions, can: (resource, level = 'VIEW') => hasPermission(permissions, resource, level) }
}

const initials = (name: string): string =>
  name
    .split(/\s+/)
    .filter((p) => p !== '')
    .slice(0, 2)
    .map((p) => p[0]?.toUpperCase() ?? '')
    .join('')

/** The employee's photo, or their initials when there is none or it fails to load. */
export const EmployeePhoto = ({ name, url, size = 48, colourKey }: { name: string; url: string | undefined; size?: number; colourKey: string }) => {
  const [failed, setFailed] = useState(false)
  return (
    <PhotoBox aria-hidden="true" style={{ width: size, height: size, fontSize: size * 0.38, background: avatarColour(colourKey) }}>
      {url === undefined || failed ? initials(name) : <img src={url} alt="" width={size} height={size} onError={() => setFailed(true)} />}
    </PhotoBox>
  )
}

const PhotoBox = styled.span`
  display: inline-grid;
  place-items: center;
  flex: none;
  border-radius: 50%;
  overflow: hidden;
  color: ${theme.color.onAvatar};
  font-weight: 700;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`

export const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  margin: 0;
  padding: 0;
  list-style: none;
`
export const Chip = styled.li<{ $tone?: 'level' | 'muted' | 'danger' }>`
  padding: 2px 8px;
  border-radius: 999px;
  font-size: 12px;
  font-weight: 600;
  background: ${(p) => (p.$tone === 'level' ? theme.color.primarySoft : p.$tone === 'danger' ? theme.color.dangerSoft : theme.color.surfaceMuted)};
  color: ${(p) => (p.$tone === 'level' ? theme.color.primaryHover : p.$tone === 'danger' ? theme.color.danger : theme.color.text)};
  border: 1px solid ${(p) => (p.$tone === 'level' ? theme.color.primaryLine : theme.color.border)};
`
export const Muted = styled.span`
  color: ${theme.color.muted};
`
export const Panel = styled.section`
  background: ${theme.color.surface};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  box-shadow: ${theme.shadow};
  padding: 16px;
  h2 {
    margin: 0 0 10px;
    font-size: 16px;
  }
`
export const ScreenHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: 12px;
  h1 {
    margin-bottom: 8px;
  }
`

/** The list of an employee status screen (attendance, leave, delinquencies): one card, a row a person or request. */
export const StatusRows = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  background: ${theme.color.surface};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  box-shadow: ${theme.shadow};
`
/** A row of StatusRows: its columns side by side, stacked on a phone. */
export const StatusRow = styled.li<{ readonly $columns: string }>`
  display: grid;
  grid-template-columns: ${(p) => p.$columns};
  gap: 12px;
  align-items: center;
  padding: 12px 14px;
  border-top: 1px solid ${theme.color.border};
  &:first-child {
    border-top: none;
  }
  @media (max-width: ${theme.phone}) {
    grid-template-columns: 1fr;
    gap: 8px;
  }
`
/** StatusRow whose last column (the row's actions) sits at the end, and at the start when stacked. */
export const ActionStatusRow = styled(StatusRow)`
  > div:last-child {
    justify-self: end;
  }
  @media (max-width: ${theme.phone}) {
    > div:last-child {
      justify-self: start;
    }
    > div:last-child:empty {
      display: none;
    }
  }
`
