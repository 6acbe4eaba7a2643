import { Link } from 'react-router-dom'
import styled from 'styled-components'
import { theme } from '../theme/theme'
import { PageTitle } from '../widgets/page-title'
import { Hint } from './operations-styles'

const TOOLS = [
  { to: '/troubleshooting/segment', name: 'Segment Removal', what: 'Remove members from a segment with a CSV file.' },
  { to: '/troubleshooting/offer', name: 'Offers Revert', what: 'Revert offers members have availed.' },
  { to: '/troubleshooting/extend', name: 'Manage Memberships', what: 'Extend memberships of one type by a number of days.' },
  { to: '/troubleshooting/leads-upload', name: 'Leads Upload', what: 'Add leads for this centre from a CSV file.' },
  { to: '/troubleshooting/target-upload', name: 'Target Upload', what: 'Upload monthly targets per owner entity and metric.' },
] as const

/** /troubleshooting: the troubleshooting home, one entry per tool. Each bulk upload checks the whole file before anything changes. */
export default function TroubleshootingScreen() {
  return (
    <>
      <PageTitle>Troubleshooting</PageTitle>
      <Hint>Every upload is checked first (a dry run lists each row’s problem), then applied whole or not at all; the same file twice changes nothing the second time.</Hint>
      <List>
        {TOOLS.map((t) => (
          <li key={t.to}>
            <Link to={t.to}>{t.name}</Link>
            <span>{t.what}</span>
          </li>
        ))}
      </List>
    </>
  )
}

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 12px;
  li {
    display: grid;
    gap: 4px;
    background: ${theme.color.surface};
    border: 1px solid ${theme.color.border};
    border-radius: 10px;
    padding: 14px 16px;
  }
  a {
    font-weight: 650;
    color: ${theme.color.primary};
  }
  span {
    color: ${theme.color.muted};
  }
`
