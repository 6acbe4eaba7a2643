import * as E from 'fp-ts/Either'
import {
  CARD_ALPHABET,
  CARD_NUMBER_LENGTH,
  encodeCardCode,
  encodePassCode,
  passSignedText,
  passWindowOf,
  scannedCodeOf,
  verifyPassCode,
} from '../../core/check-in/member-pass.rule'
import type { MemberCard, MemberPassDesk, ScanRefused } from '../../core/check-in/member-pass-desk.port'
import { epochMs } from '../../core/shared/brands'
import { notFound, rejected } from '../../core/shared/errors'
import * as M from '../../core/shared/messages'
import { createInMemoryCheckInRegistry } from './check-in-registry.in-memory'
import { type InMemoryProfileWorld, nextId } from './profile-world'
import { run } from './run'

/** Who a scanned code names, after the desk's checks (the pass is used up): for the in-memory kiosk. */
export type InMemoryPassHolders = { holderOfScan(code: string): E.Either<string, string> }

type StoredCard = { cardNumber: string; userId: string; issuedAt: number; revokedAt?: number }

/** A number as fixed-length text over an alphabet (the world's counters make every value distinct). */
const spell = (n: number, alphabet: string, length: number): string => {
  let s = ''
  for (let i = 0, v = n; i < length; i++, v = Math.floor(v / alphabet.length)) s = (alphabet[v % alphabet.length] ?? '0') + s
  return s
}
const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'

/**
 * The member pass desk over the in-process world: it issues passes itself (`issuePass`, the
 * stand-in for the member's phone app) and keeps, instead of a key, the signature it gave each
 * code; the core's rule checks shape, signature and window as the server's does. The staff member
 * acts for `staffCentres` (every centre of the world by default); check-in follows the in-memory
 * check-in registry's member rules.
 */
export const createInMemoryMemberPassDesk = (
  w: InMemoryProfileWorld,
  o: { readonly staffCentres?: readonly number[] } = {},
): MemberPassDesk & InMemoryPassHolders & { issuePass(userId: string): string } => {
  const refs = new Map<string, string>()
  const signatures = new Map<string, string>()
  const used = new Set<string>()
  const cards: StoredCard[] = []
  const registry = createInMemoryCheckInRegistry(w)
  const staffCentres = (): readonly number[] => o.staffCentres ?? [...w.centres.keys()]

  const refOf = (userId: string): string => {
    const known = refs.get(userId)
    if (known !== undefined) return known
    const ref = spell(nextId(w) * 7919, B64, 12)
    refs.set(userId, ref)
    return ref
  }
  const userOfRef = (ref: string): string | undefined => [...refs].find(([, r]) => r === ref)?.[0]
  const belongsElsewhere = (userId: string): boolean => {
    const centres = [...w.memberships.values()].filter((m) => m.userId === userId && m.kind === 'GYM').map((m) => m.centerId)
    return centres.length > 0 && !centres.some((c) => staffCentres().includes(c))
  }
  const cardView = (c: StoredCard): MemberCard => ({
    cardNumber: c.cardNumber,
    code: encodeCardCode(c.cardNumber),
    issuedAt: epochMs(c.issuedAt),
    ...(c.revokedAt === undefined ? {} : { revokedAt: epochMs(c.revokedAt) }),
  })
  const refuse = (message: string, userId?: string): E.Either<ScanRefused, never> =>
    E.left(userId === undefined ? { _tag: 'ScanRefused', message } : { _tag: 'ScanRefused', message, userId })

  /** The desk's checks of a scanned code (shape, signature, window, use, card, centre), nothing used up. */
  const verify = (code: string) => {
    const now = w.clock.now()
    const scanned = scannedCodeOf(code)
    if (scanned === undefined) return refuse(M.SCAN_NOT_A_CODE)
    let userId: string | undefined
    let usedKey: string | undefined
    if (scanned.kind === 'pass') {
      const v = verifyPassCode(code.trim(), (text) => signatures.get(text) ?? '', now)
      if (!v.ok) return refuse(v.reason === 'expired' ? M.PASS_EXPIRED : v.reason === 'malformed' ? M.SCAN_NOT_A_CODE : M.PASS_NOT_VALID)
      usedKey = passSignedText(v.pass)
      if (used.has(usedKey)) return refuse(M.PASS_ALREADY_USED)
      userId = userOfRef(v.pass.ref)
      if (userId === undefined) return refuse(M.PASS_MEMBER_UNKNOWN)
    } else {
      const card = cards.find((c) => c.cardNumber === scanned.cardNumber)
      if (card === undefined) return refuse(M.CARD_UNKNOWN)
      userId = card.userId
      if (card.revokedAt !== undefined) return refuse(M.CARD_REVOKED, belongsElsewhere(userId) ? undefined : userId)
    }
    const member = w.customers.get(userId)
    if (member === undefined) return refuse(M.PASS_MEMBER_UNKNOWN)
    if (belongsElsewhere(member.id)) return refuse(M.MEMBER_OF_ANOTHER_CENTRE)
    return E.right({ member, usedKey })
  }

  return {
    issuePass: (userId) => {
      const parts = { ref: refOf(userId), window: passWindowOf(w.clock.now()), nonce: spell(nextId(w), B64, 8) }
      const signature = spell(nextId(w) * 104729, B64, 22)
      signatures.set(passSignedText(parts), signature)
      return encodePassCode({ ...parts, signature })
    },
    checkInByScan: (code, centerId) => async () => {
      if (scannedCodeOf(code) === undefined) return refuse(M.SCAN_NOT_A_CODE)
      if (!staffCentres().includes(centerId)) return E.left({ _tag: 'Forbidden', message: 'This centre is not one of yours.' } as const)
      const v = verify(code)
      if (E.isLeft(v)) return v
      const u = v.right.member
      const checkedIn = await registry.checkInMember(u.id, centerId, u.cityId ?? 1)()
      if (E.isLeft(checkedIn)) return refuse(checkedIn.left.message, u.id)
      if (v.right.usedKey !== undefined) used.add(v.right.usedKey)
      return E.right({
        checkIn: checkedIn.right.checkIn,
        member: { userId: u.id, firstName: u.firstName, lastName: u.lastName, ...(u.profilePictureUrl === undefined ? {} : { photoUrl: u.profilePictureUrl }) },
        warnings: checkedIn.right.warnings,
      })
    },
    holderOfScan: (code) => {
      const v = verify(code)
      if (E.isLeft(v)) return E.left(v.left.message)
      if (v.right.usedKey !== undefined) used.add(v.right.usedKey)
      return E.right(v.right.member.id)
    },
    memberCard: (userId) =>
      run(() => {
        if (!w.customers.has(userId)) return E.left(notFound(M.NO_USER_DETAIL_FOUND))
        const mine = cards.filter((c) => c.userId === userId)
        const latest = mine[mine.length - 1]
        return E.right(latest === undefined ? undefined : cardView(latest))
      }),
    issueCard: (userId) =>
      run(() => {
        if (!w.customers.has(userId)) return E.left(notFound(M.NO_USER_DETAIL_FOUND))
        const now = w.clock.now()
        for (const c of cards) if (c.userId === userId && c.revokedAt === undefined) c.revokedAt = now
        const card: StoredCard = { cardNumber: spell(nextId(w) * 7_777_777, CARD_ALPHABET, CARD_NUMBER_LENGTH), userId, issuedAt: now }
        cards.push(card)
        return E.right(cardView(card))
      }),
    revokeCard: (userId) =>
      run(() => {
        if (!w.customers.has(userId)) return E.left(notFound(M.NO_USER_DETAIL_FOUND))
        const active = cards.find((c) => c.userId === userId && c.revokedAt === undefined)
        if (active === undefined) return E.left(rejected(M.MEMBER_CARD_NO_CARD_TO_REVOKE))
        active.revokedAt = w.clock.now()
        return E.right(cardView(active))
      }),
  }
}
