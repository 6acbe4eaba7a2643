import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import styled from 'styled-components'
import type { Centre } from '../../core/centre/centre'
import type { Customer } from '../../core/customer/customer'
import type { ProfileMemberships } from '../../core/customer/load-memberships.use-case'
import type { CentreConfiguration } from '../../core/centre/centre-lookups.port'
import { type ProfileActionKind, type ProfileButton, profileButtons } from '../../core/membership/profile-actions.rule'
import { membershipTiming } from '../../core/membership/membership-status.rule'
import type { PtPackMembership } from '../../core/pt/pt-pack'
import { CANCEL, CLEAR_BIOMETRICS_TITLE, MORE_ACTIONS, PROFILE_ACTION_LABELS, clearBiometricsConfirm } from '../../core/shared/messages'
import { failureMessage, useUseCaseMutation } from '../app/use-use-case-query'
import { useUseCase } from '../app/use-cases.context'
import { useToast } from '../feedback/toast'
import { Button } from '../widgets/button'
import { Modal } from '../widgets/modal'
import { PaymentLinksModal } from './payment-links-modal'
import { profileKeys } from './profile-queries'
import { FormActions, MenuAnchor, MenuList } from './profile-styles'
import { lazy } from '../app/preloadable-lazy'
import { useNow } from './use-now'
import { openSale } from '../selling/sale-customer-state'
import { useOfflineQueue } from '../offline/use-offline-queue'
import { usePhone } from '../widgets/use-media-query'
import { useCanOpen } from '../shell/staff-access.context'

/** Record Pitch opens on a click: its code loads then, not with the profile. */
const RecordPitchModal = lazy(() => import('./record-pitch-modal').then((m) => ({ default: m.RecordPitchModal })), { whileLoading: null })

/** Where the selling actions lead (the selling screens). */
const SELLING_ROUTES: Partial<Record<ProfileActionKind, string>> = {
  sellNewPack: '/sell-packs',
  sellBootcamp: '/sell-packs',
  onboardingFlow: '/sell-packs',
  sellPtPack: '/pt',
}

type Props = {
  readonly customerId: string
  readonly centre: Centre
  readonly customer: Customer | undefined
  readonly memberships: ProfileMemberships | undefined
  readonly config: CentreConfiguration | undefined
  readonly ptEnabled: boolean
  readonly ptPacks: readonly PtPackMembership[] | undefined
  /** Actions whose modals live in other profile folders (e.g. recordReferral), wired by the screen. */
  readonly extra?: Partial<Record<ProfileActionKind, () => void>>
  /** The customer or the memberships are still loading: the row keeps its place until its buttons come. */
  readonly toCome?: boolean
}

/**
 * The profile's action buttons from the core's rule (client rules, or the server's when isV2):
 * primary, secondary and tertiary as buttons, the tooltip list behind 'More actions'. A button
 * with nothing to do here (a modal of another folder not wired yet, or a sale whose screen this
 * staff member may not open) is not shown. On a phone the
 * row is one line, as its place kept while loading: beyond two buttons, the first stays and the
 * others join the 'More actions' list (in the same order, before it).
 */
export const ProfileActions = ({ customerId, centre, customer, memberships, config, ptEnabled, ptPacks, extra = {}, toCome = false }: Props) => {
  const navigate = useNavigate()
  const toast = useToast()
  const now = useNow()
  const [open, setOpen] = useState<ProfileActionKind | undefined>(undefined)
  const [menu, setMenu] = useState(false)
  const phone = usePhone()
  const canOpen = useCanOpen()
  const checkInAsTrial = useUseCase('checkInAsTrial')
  const offline = useOfflineQueue()
  const clearBiometrics = useUseCase('clearBiometrics')
  const trial = useUseCaseMutation(
    (c: Customer) => checkInAsTrial({ phone: c.phone, firstName: c.firstName, lastName: c.lastName, centerId: centre.id, cityId: c.cityId ?? centre.cityId }),
    { invalidates: () => [profileKeys.memberships(customerId, centre.id)], onSuccess: (r) => toast.success(r.message), onError: (_f, e) => toast.error(failureMessage(e)) },
  )
  const clear = useUseCaseMutation((phone: string) => clearBiometrics({ phone, centerId: centre.id }), {
    onSuccess: (r) => {
      toast.success(r.message)
      setOpen(undefined)
    },
    onError: (_f, e) => toast.error(failureMessage(e)),
  })
  if (memberships === undefined || customer === undefined)
    return toCome ? (
      // The row's height, unseen and out of the tab order, so the blocks under it stay put.
      <Bar as="div" aria-hidden="true" style={{ visibility: 'hidden' }}>
        <Button type="button" tabIndex={-1} disabled>
          {MORE_ACTIONS}
        </Button>
      </Bar>
    ) : null
  const buttons = profileButtons({
    now,
    memberships: memberships.memberships,
    trialUsage: memberships.trialUsage,
    centre,
    ptEnabled,
    hasActivePtPack: (ptPacks ?? []).some((p) => membershipTiming(p, now) === 'current'),
    isV2: memberships.isV2,
    serverWidget: memberships.widget,
    centreInBiometricWhitelist: config?.biometricEnabled === true,
    centreInPaymentLinkWhitelist: config?.paymentLinkEnabled === true,
    customPaymentLinkFeature: false,
  })
  const run = (kind: ProfileActionKind) => {
    setMenu(false)
    const route = SELLING_ROUTES[kind]
    // Nothing that moves money is queued: without a network a sale or a payment link says so and does nothing.
    const needsNetwork = route !== undefined ? offline.needsNetwork('SALE') : kind === 'generatePaymentLink' ? offline.needsNetwork('PAYMENT_LINK') : undefined
    if (needsNetwork !== undefined) toast.error(needsNetwork)
    else if (route !== undefined) openSale(navigate, route, customerId)
    else if (kind === 'checkInAsTrial') trial.mutate(customer)
    else if (extra[kind] !== undefined) extra[kind]()
    else setOpen(kind)
  }
  // A selling action is offered only where its screen would open for this staff member.
  const handled = (b: ProfileButton): b is { kind: ProfileActionKind; title?: string } => {
    if (b.kind === 'server') return false
    const route = SELLING_ROUTES[b.kind]
    if (route !== undefined) return canOpen(route)
    return ['checkInAsTrial', 'recordPitch', 'generatePaymentLink', 'clearBiometrics'].includes(b.kind) || extra[b.kind] !== undefined
  }
  const label = (b: { kind: ProfileActionKind; title?: string }) => b.title ?? PROFILE_ACTION_LABELS[b.kind]
  const shown = [buttons.primary, buttons.secondary, buttons.tertiary].filter((b): b is ProfileButton => b !== undefined).filter(handled)
  const listed = buttons.tooltip.filter(handled)
  const oneLine = phone && shown.length + (listed.length > 0 ? 1 : 0) > 2
  const main = oneLine ? shown.slice(0, 1) : shown
  const more = oneLine ? [...shown.slice(1), ...listed] : listed
  // Nothing this staff member can do from here: no empty row (and no gap for it) above the blocks.
  if (main.length === 0 && more.length === 0) return null
  return (
    <Bar aria-label="Actions">
      {main.map((b, i) => (
        <Button key={b.kind} type="button" $variant={i === 0 ? 'primary' : 'secondary'} disabled={b.kind === 'checkInAsTrial' && trial.isPending} onClick={() => run(b.kind)}>
          {label(b)}
        </Button>
      ))}
      {more.length === 0 ? null : (
        <MenuAnchor>
          <Button type="button" $variant="secondary" aria-expanded={menu} aria-haspopup="true" onClick={() => setMenu(!menu)}>
            {MORE_ACTIONS} ▾
          </Button>
          {menu ? (
            <MenuList>
              {more.map((b) => (
                <li key={b.kind}>
                  <button type="button" onClick={() => run(b.kind)}>
                    {label(b)}
                  </button>
                </li>
              ))}
            </MenuList>
          ) : null}
        </MenuAnchor>
      )}
      {open === 'recordPitch' ? (
        <RecordPitchModal
          centre={centre}
          phone={customer.phone}
          customer={{ id: customer.id, name: `${customer.firstName} ${customer.lastName}`.trim(), isPhoneVerified: customer.isPhoneVerified }}
          onClose={() => setOpen(undefined)}
          onRecorded={() => setOpen(undefined)}
        />
      ) : null}
      {open === 'generatePaymentLink' ? <PaymentLinksModal customerId={customerId} phone={customer.phone} centerServiceId={centre.centerServiceId} onClose={() => setOpen(undefined)} /> : null}
      {open === 'clearBiometrics' ? (
        <Modal title={CLEAR_BIOMETRICS_TITLE} onClose={() => setOpen(undefined)} width={420}>
          <p style={{ marginTop: 0 }}>{clearBiometricsConfirm(`${customer.firstName} ${customer.lastName}`)}</p>
          <FormActions>
            <Button type="button" $variant="secondary" onClick={() => setOpen(undefined)}>
              {CANCEL}
            </Button>
            <Button type="button" disabled={clear.isPending} onClick={() => clear.mutate(customer.phone)}>
              {CLEAR_BIOMETRICS_TITLE}
            </Button>
          </FormActions>
        </Modal>
      ) : null}
    </Bar>
  )
}

const Bar = styled.nav`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`
