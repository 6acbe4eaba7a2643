import type { EpochMs } from '../shared/brands'
import { DAY_MS, RENEWAL_THRESHOLD_DAYS, STANDALONE_BOOTCAMP_SKU } from '../shared/constants'
import type { Membership } from './membership'
import { membershipTiming } from './membership-status.rule'

/** What a profile action button does. */
export type ProfileActionKind =
  | 'sellNewPack'
  | 'checkInAsTrial'
  | 'sellBootcamp'
  | 'onboardingFlow'
  | 'recordPitch'
  | 'sellPtPack'
  | 'recordReferral'
  | 'clearBiometrics'
  | 'generatePaymentLink'

/**
 * A button: one of the portal's own actions, or a server-provided one (isV2) that the portal
 * only displays. A server button whose actionType names a known kind is mapped to that kind.
 */
export type ProfileButton =
  | { readonly kind: ProfileActionKind; readonly title?: string }
  | { readonly kind: 'server'; readonly actionType: string; readonly title: string }

/** A button as the server sends it in widgetData.user_profile_widget. */
export type ServerButton = { readonly actionType: string; readonly title: string }

export type ServerProfileWidget = {
  readonly primary?: ServerButton
  readonly secondary?: ServerButton
  readonly tertiary?: ServerButton
  readonly tooltip?: readonly ServerButton[]
}

/** The profile header's buttons by slot; the tooltip is the overflow menu. */
export type ProfileButtons = {
  readonly primary?: ProfileButton
  readonly secondary?: ProfileButton
  readonly tertiary?: ProfileButton
  readonly tooltip: readonly ProfileButton[]
}

export type ProfileActionsInput = {
  readonly now: EpochMs
  readonly memberships: readonly Pick<Membership, 'start' | 'end'>[]
  readonly trialUsage?: { readonly used: number; readonly maxCount: number; readonly status: string }
  readonly centre: { readonly skus: readonly { readonly id: number }[]; readonly terminationDate?: EpochMs }
  readonly ptEnabled: boolean
  readonly hasActivePtPack: boolean
  readonly isV2?: boolean
  readonly serverWidget?: ServerProfileWidget
  readonly centreInBiometricWhitelist: boolean
  readonly centreInPaymentLinkWhitelist: boolean
  readonly customPaymentLinkFeature: boolean
}

const KNOWN_KINDS: ReadonlySet<string> = new Set<ProfileActionKind>([
  'sellNewPack',
  'checkInAsTrial',
  'sellBootcamp',
  'onboardingFlow',
  'recordPitch',
  'sellPtPack',
  'recordReferral',
  'clearBiometrics',
  'generatePaymentLink',
])
/** Server action types the portal recognises (SELL_NEW_PACK or sellNewPack style). */
const toKind = (actionType: string): ProfileActionKind | undefined => {
  const camel = actionType.toLowerCase().replace(/_([a-z])/g, (_, ch: string) => ch.toUpperCase())
  for (const k of KNOWN_KINDS) if (k.toLowerCase() === camel.toLowerCase()) return k as ProfileActionKind
  return undefined
}

const fromServer = (b: ServerButton | undefined): ProfileButton | undefined => {
  if (b === undefined) return undefined
  const kind = toKind(b.actionType)
  return kind === undefined ? { kind: 'server', actionType: b.actionType, title: b.title } : { kind, title: b.title }
}

const btn = (kind: ProfileActionKind): ProfileButton => ({ kind })

const slots = (list: readonly ProfileActionKind[], tooltip: readonly ProfileActionKind[] = []): ProfileButtons => {
  const [p, s, t] = list
  return {
    ...(p === undefined ? {} : { primary: btn(p) }),
    ...(s === undefined ? {} : { secondary: btn(s) }),
    ...(t === undefined ? {} : { tertiary: btn(t) }),
    tooltip: tooltip.map(btn),
  }
}

/** Client rules, used when isV2 is absent or false (part 1 §4 "Profile action buttons"). */
export const clientProfileButtons = (i: ProfileActionsInput): ProfileButtons => {
  const current = i.memberships.filter((m) => membershipTiming(m, i.now) === 'current')
  const upcoming = i.memberships.filter((m) => membershipTiming(m, i.now) === 'upcoming')
  if (current.length === 0 && upcoming.length === 0) {
    if (i.centre.skus.some((s) => s.id === STANDALONE_BOOTCAMP_SKU)) return slots(['sellNewPack', 'checkInAsTrial', 'sellBootcamp'])
    const t = i.trialUsage
    if (t !== undefined && t.used < t.maxCount && t.status === 'ACTIVE') return slots(['sellNewPack', 'checkInAsTrial', 'onboardingFlow'])
    return slots(['sellNewPack', 'recordPitch', 'onboardingFlow'])
  }
  const latestEnd = current.reduce((max, m) => Math.max(max, m.end), -Infinity)
  const underThreshold = current.length > 0 && latestEnd - i.now < RENEWAL_THRESHOLD_DAYS * DAY_MS
  if (underThreshold && upcoming.length === 0)
    return slots(i.ptEnabled ? ['sellNewPack', 'sellPtPack'] : ['sellNewPack'], ['recordPitch', 'recordReferral'])
  return slots(i.hasActivePtPack ? ['recordReferral', 'sellPtPack'] : ['sellPtPack', 'recordReferral'])
}

/** The server-provided buttons, used when isV2 is true. */
export const serverProfileButtons = (w: ServerProfileWidget | undefined): ProfileButtons => {
  const primary = fromServer(w?.primary)
  const secondary = fromServer(w?.secondary)
  const tertiary = fromServer(w?.tertiary)
  return {
    ...(primary === undefined ? {} : { primary }),
    ...(secondary === undefined ? {} : { secondary }),
    ...(tertiary === undefined ? {} : { tertiary }),
    tooltip: (w?.tooltip ?? []).flatMap((b) => {
      const x = fromServer(b)
      return x === undefined ? [] : [x]
    }),
  }
}

const notSellNewPack = (b: ProfileButton | undefined): ProfileButton | undefined =>
  b === undefined || b.kind === 'sellNewPack' ? undefined : b

/** After the centre's termination date: sell-new-pack removed everywhere and the primary cleared. */
const afterTermination = (b: ProfileButtons): ProfileButtons => {
  const secondary = notSellNewPack(b.secondary)
  const tertiary = notSellNewPack(b.tertiary)
  return {
    ...(secondary === undefined ? {} : { secondary }),
    ...(tertiary === undefined ? {} : { tertiary }),
    tooltip: b.tooltip.filter((x) => x.kind !== 'sellNewPack'),
  }
}

/**
 * The profile's action buttons: client rules (isV2 absent/false) or the server's (isV2 true);
 * then, in both cases, termination-date clean-up, and 'Clear biometrics' / 'Generate payment link'
 * added to the tooltip menu when the centre qualifies.
 */
export const profileButtons = (i: ProfileActionsInput): ProfileButtons => {
  const base = i.isV2 === true ? serverProfileButtons(i.serverWidget) : clientProfileButtons(i)
  const terminated = i.centre.terminationDate !== undefined && i.centre.terminationDate < i.now
  const cleaned = terminated ? afterTermination(base) : base
  const extras: ProfileButton[] = []
  if (i.centreInBiometricWhitelist) extras.push(btn('clearBiometrics'))
  if (i.centreInPaymentLinkWhitelist || i.customPaymentLinkFeature) extras.push(btn('generatePaymentLink'))
  return { ...cleaned, tooltip: [...cleaned.tooltip, ...extras] }
}
