import { type QueryKey, useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import styled from 'styled-components'
import type { ScanCheckIn, ScanRefused } from '../../core/check-in/member-pass-desk.port'
import { SCAN_CANNOT_CHECK_IN, SCAN_CHECKING, SCAN_READY, SCAN_RESULT_LABEL, SCAN_WITH_CAMERA } from '../../core/shared/messages'
import { afterNextPaint } from '../app/after-next-paint'
import { useUseCase } from '../app/use-cases.context'
import { theme } from '../theme/theme'
import { Button } from '../widgets/button'
import { CameraScanDialog } from './camera-scan-dialog'
import { showScannedCheckIn } from './scanned-check-in'
import { useScanBurst } from './use-scan-burst'
import { CHECKED_IN_WITH_ALERTS } from '../../core/access/messages-kiosk'
import { CheckInAlertList } from '../profile/check-in-alerts-block'


/** How long a scan's result stays on screen before the desk reads 'ready' again. */
export const SCAN_RESULT_SHOW_MS = 4_000

/** The router state a refused scan opens the profile with: the reason to show there. */
export type ScanRefusalState = { readonly scanRefusal: string }

const refusalOf = (state: unknown): string | undefined => {
  const v = typeof state === 'object' && state !== null ? (state as Record<string, unknown>).scanRefusal : undefined
  return typeof v === 'string' && v !== '' ? v : undefined
}

type Shown =
  | { readonly kind: 'ready' }
  | { readonly kind: 'checking' }
  | { readonly kind: 'checkedIn'; readonly message: string; readonly member: ScanCheckIn['member']; readonly warnings: ScanCheckIn['warnings'] }
  | { readonly kind: 'refused'; readonly message: string }

/**
 * Scanning at the desk (the check-in list and the profile). A desk scanner types a code fast and
 * presses Enter: such a burst, typed anywhere but in a form field and shaped like a pass or card
 * code (core rule `scan-burst.rule`), checks the member in at once. The result (name, photo,
 * outcome, and any alert that warned) shows for a few seconds in a status region, then the desk is ready for the next scan; a
 * scan the rules refuse for a known member opens their profile with the reason. 'Scan with camera'
 * reads the code with the device's camera instead.
 */
export const DeskScanner = ({ centerId, listKey }: { readonly centerId: number; /** The check-in list on screen, which gains the scanned card. */ readonly listKey?: QueryKey | undefined }) => {
  const client = useQueryClient()
  const checkInByScan = useUseCase('checkInByScan')
  const navigate = useNavigate()
  const location = useLocation()
  const arrivedRefusal = refusalOf(location.state)
  const [shown, setShown] = useState<Shown>(() => (arrivedRefusal === undefined ? { kind: 'ready' } : { kind: 'refused', message: arrivedRefusal }))
  const [camera, setCamera] = useState(false)
  const latest = useRef(0)
  // A refusal the profile was opened with shows here (the scan happened on another screen).
  const [seenRefusal, setSeenRefusal] = useState(arrivedRefusal)
  if (arrivedRefusal !== seenRefusal) {
    setSeenRefusal(arrivedRefusal)
    if (arrivedRefusal !== undefined) setShown({ kind: 'refused', message: arrivedRefusal })
  }
  // A result stays a few seconds, then the desk reads 'ready' (a new result starts the time again).
  useEffect(() => {
    if (shown.kind !== 'checkedIn' && shown.kind !== 'refused') return
    // Alerts that warned take longer to read: they stay twice as long.
    const warned = shown.kind === 'checkedIn' && shown.warnings.length > 0
    const t = setTimeout(() => setShown({ kind: 'ready' }), warned ? 2 * SCAN_RESULT_SHOW_MS : SCAN_RESULT_SHOW_MS)
    return () => clearTimeout(t)
  }, [shown])

  const scan = useCallback(
    async (code: string) => {
      const mine = ++latest.current
      setShown({ kind: 'checking' })
      const r = await checkInByScan({ code, centerId })()
      if (r._tag === 'Right') {
        // The result first: the list (up to a day's cards to regroup and draw) gains the card once
        // the result is painted, also when a later scan has already replaced this result.
        const checkIn = r.right.value.checkIn
        void afterNextPaint().then(() => showScannedCheckIn(client, checkIn, listKey))
        if (mine !== latest.current) return
        setShown({ kind: 'checkedIn', message: r.right.message, member: r.right.value.member, warnings: r.right.value.warnings })
        return
      }
      if (mine !== latest.current) return
      const refused: ScanRefused = r.left
      if (refused.userId !== undefined) {
        const state: ScanRefusalState = { scanRefusal: refused.message }
        navigate(`/user?userId=${encodeURIComponent(refused.userId)}&Checkins=true`, { state })
      }
      setShown({ kind: 'refused', message: refused.message })
    },
    [checkInByScan, centerId, navigate, client, listKey],
  )

  useScanBurst(scan, { inFields: false })

  return (
    <Bar>
      <Result role="status" aria-label={SCAN_RESULT_LABEL} data-state={shown.kind}>
        {shown.kind === 'ready' ? <Muted>{SCAN_READY}</Muted> : null}
        {shown.kind === 'checking' ? <span>{SCAN_CHECKING}</span> : null}
        {shown.kind === 'checkedIn' ? (
          <Member>
            {shown.member.photoUrl === undefined ? (
              <Initials aria-hidden="true">{`${shown.member.firstName.charAt(0)}${shown.member.lastName.charAt(0)}`.toUpperCase()}</Initials>
            ) : (
              <Photo src={shown.member.photoUrl} alt="" width={44} height={44} />
            )}
            <span>
              <Ok>{shown.message}</Ok>
              {shown.warnings.length === 0 ? null : <CheckInAlertList alerts={shown.warnings} label={CHECKED_IN_WITH_ALERTS} />}
            </span>
          </Member>
        ) : null}
        {shown.kind === 'refused' ? (
          <Refused>
            <strong>{SCAN_CANNOT_CHECK_IN}: </strong>
            {shown.message}
          </Refused>
        ) : null}
      </Result>
      <Button type="button" $variant="secondary" onClick={() => setCamera(true)}>
        {SCAN_WITH_CAMERA}
      </Button>
      {camera ? (
        <CameraScanDialog
          onClose={() => setCamera(false)}
          onScan={(code) => {
            setCamera(false)
            void scan(code)
          }}
        />
      ) : null}
    </Bar>
  )
}

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 10px 14px;
  margin-bottom: 12px;
`
const Result = styled.div`
  flex: 1 1 260px;
  min-height: 52px;
  display: flex;
  align-items: center;
  padding: 4px 12px;
  border: 1px solid ${theme.color.border};
  border-radius: 8px;
  background: ${theme.color.surface};
  &[data-state='checkedIn'] {
    border-color: ${theme.color.success};
    background: ${theme.color.successSoft};
  }
  &[data-state='refused'] {
    border-color: ${theme.color.danger};
    background: ${theme.color.dangerSoft};
  }
`
const Muted = styled.span`
  color: ${theme.color.muted};
`
const Member = styled.span`
  display: flex;
  align-items: center;
  gap: 10px;
`
const Photo = styled.img`
  width: 44px;
  height: 44px;
  border-radius: 50%;
  object-fit: cover;
`
const Initials = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border-radius: 50%;
  background: ${theme.color.primarySoft};
  color: ${theme.color.primary};
  font-weight: 700;
`
const Ok = styled.strong`
  color: ${theme.color.successStrong};
`
const Refused = styled.span`
  color: ${theme.color.danger};
`
