import { describe, expect, it } from 'vitest'
import { safeReturnPath, signInPath } from '../../../../core/access/return-path.rule'
import { canAccess, explainDenial } from '../../../../core/access/route-access.rule'
import { ROUTES } from '../../../../core/access/route-map'
import { centreClosedOn, isCentreClosed } from '../../../../core/centre/centre-closure.rule'
import { recommendedTrainer } from '../../../../core/check-in/trainer-recommendation.rule'
import { epochMs } from '../../../../core/shared/brands'
import { ALL_PERMISSIONS, aSubject } from '../../../support/access'
import { aCentre } from '../../../support/centres'

const NOW = epochMs(Date.UTC(2026, 10, 26, 6, 30))
const DAY = 86_400_000
const route = (path: string) => ROUTES.find((r) => r.path === path) ?? (ROUTES[0] as never)

describe('a closed centre (termination date passed)', () => {
  const closed = aCentre({ name: 'Andheri Gym', terminationDate: epochMs(NOW - 10 * DAY) })
  const open = aCentre({ name: 'Koramangala Gym', terminationDate: epochMs(NOW + 10 * DAY) })
  it('is closed once the date has passed, and says on which day', () => {
    expect(isCentreClosed(closed, NOW)).toBe(true)
    expect(isCentreClosed(open, NOW)).toBe(false)
    expect(isCentreClosed(aCentre({}), NOW)).toBe(false)
    expect(centreClosedOn(closed, NOW)).toBe('16 Nov 2026')
    expect(centreClosedOn(open, NOW)).toBeUndefined()
  })
  it('offers no selling screen, and everything else as before', () => {
    const s = aSubject({ centre: closed, permissions: ALL_PERMISSIONS, closed: true })
    expect(canAccess(route('/sell-packs'), s)).toBe(false)
    expect(explainDenial(route('/sell-packs'), s)).toEqual(['Andheri Gym is closed: packs are no longer sold there'])
    expect(canAccess(route('/checkin'), s)).toBe(true)
    expect(canAccess(route('/user'), s)).toBe(true)
    expect(canAccess(route('/sell-packs'), aSubject({ centre: open, permissions: ALL_PERMISSIONS }))).toBe(true)
  })
})

describe('the return path after signing in', () => {
  it('keeps a same-origin path with its query and hash', () => {
    expect(safeReturnPath('/checkin')).toBe('/checkin')
    expect(safeReturnPath('/user?userId=200004&Checkins=true#x')).toBe('/user?userId=200004&Checkins=true#x')
    expect(signInPath('/book')).toBe('/sign-in?next=%2Fbook')
  })
  it('refuses other origins, the sign-in, log-out and API addresses, and anything odd', () => {
    for (const bad of ['//evil.example/x', 'https://evil.example', '/\\evil.example', 'checkin', '/sign-in', '/logout', '/api/v1/permission', '/a\nb', '', '/', 42, undefined])
      expect(safeReturnPath(bad), String(bad)).toBeUndefined()
    expect(signInPath('/')).toBe('/sign-in')
  })
})

describe("the recommended trainer ('Recommended' in Trainer Assignment)", () => {
  const t = (identityId: string, name: string, activePt: boolean, assisting: number) => ({ identityId, name, activePt, assisting })
  const trainers = [t('a', 'Arjun', false, 0), t('r', 'Rahul', true, 12), t('p', 'Priya', true, 7), t('s', 'Sneha', true, 7)]
  it('is never a trainer without an active PT mapping, however free', () => {
    expect(recommendedTrainer(trainers)).not.toBe('a')
    expect(recommendedTrainer([t('a', 'Arjun', false, 0)])).toBeUndefined()
  })
  it("is the member's own PT trainer when active, else the active one assisting fewest (ties by name)", () => {
    expect(recommendedTrainer(trainers, 'r')).toBe('r')
    expect(recommendedTrainer(trainers, 'a')).toBe('p')
    expect(recommendedTrainer(trainers)).toBe('p')
  })
})
