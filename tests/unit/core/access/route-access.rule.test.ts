import { describe, expect, it } from 'vitest'
import type { RouteDef } from '../../../../core/access/access'
import {
  canAccess,
  explainDenial,
  homePath,
  matchRoute,
  menuEntries,
  menuRoutes,
  showsUserGuide,
} from '../../../../core/access/route-access.rule'
import { PERFORMANCE_MENU_PATH, REDIRECT_PATHS, ROUTES } from '../../../../core/access/route-map'
import { isRawCode } from '../../../../core/shared/enum-labels'
import { aCentre } from '../../../support/centres'
import { ALL_PERMISSIONS, aSubject, aUser } from '../../../support/access'

const at = (path: string): RouteDef => {
  const m = matchRoute(path)
  if (m === undefined) throw new Error(`no route for ${path}`)
  return m.route
}

const gym = aCentre({ name: 'Koramangala Gym', type: 'GYMFIT', centerServiceId: 1001 })
const play = aCentre({ name: 'Whitefield Play Arena', type: 'PLAY', centerServiceId: 1004 })
const cult = aCentre({ name: 'HSR Cult', type: 'CULT', centerServiceId: 1003 })
const hybridGym = aCentre({ name: 'Indiranagar Hybrid', type: 'GYMFIT', category: 'HYBRID', centerServiceId: 1006 })
const onepass = aCentre({ name: 'Jayanagar OnePass', type: 'ONEPASS', centerModel: 'FOFO', centerServiceId: 1007 })

describe('the route map', () => {
  it('lists every route of part 1 §2 and part 3 §2 once, each with a title', () => {
    const paths = ROUTES.map((r) => r.path)
    expect(new Set(paths).size).toBe(paths.length)
    for (const p of [
      '/dash', '/dashboard', '/homepage', '/cm-performance', '/lead-manager', '/voice-agent', '/cm-score',
      '/play-bookings', '/play-attendance', '/playAttendedBookings', '/inbox', '/classes', '/classDetail/:id', '/crmTasks',
      '/class/schedule', '/door', '/checkin', '/book', '/PQS/metricDetails/:id', '/pt-packs', '/walkins', '/user',
      '/sell-packs', '/sell-add-on-packs', '/pt', '/troubleshooting', '/troubleshooting/segment',
      '/troubleshooting/target-upload', '/troubleshooting/leads-upload', '/troubleshooting/offer',
      '/troubleshooting/extend', '/transfer-leads', '/cultHabitRewards', '/goodies-tracking-details',
      '/employee/attendance', '/employee/rostering', '/employee/gxShifts', '/delinquencyReversal', '/groomingScore',
      '/employee/my-employee-v2', '/employee/my-employee-detail-v2/:agentId', '/leave-management', '/issues', '/tata1mg',
      '/reports/v1settlements', '/reports/v2settlement', '/reports/lead-details', '/reports/lux-lead-details',
      '/reports/my-members', '/reports/new-members', '/reports/center-health', '/reports/revenue-target',
      '/reports/revenue', '/reports/trainer-attendance', '/reports/pt-sales', '/reports/guranteed-guidance',
      '/reports/cashSales', '/reports/sales-performance', '/reports/CPL', '/reports/pilatesConsumption', '/logout',
    ]) expect(paths).toContain(p)
    for (const r of ROUTES) expect(r.title).not.toBe('')
  })

  it('puts the troubleshooting screens, lead transfer and the audit trail in the Manage Resource group', () => {
    const manage = ROUTES.filter((r) => r.group === 'Manage Resource').map((r) => r.path)
    expect(manage).toEqual([
      '/troubleshooting', '/troubleshooting/segment', '/troubleshooting/target-upload', '/troubleshooting/leads-upload',
      '/troubleshooting/offer', '/troubleshooting/extend', '/transfer-leads', '/audit-trail',
    ])
  })

  it('marks the resources the spec writes as (edit) with EDIT', () => {
    const level = (p: string) => at(p).gate.permission?.level
    expect(level('/troubleshooting/segment')).toBe('EDIT')
    expect(level('/troubleshooting/target-upload')).toBe('EDIT')
    expect(level('/troubleshooting/extend')).toBe('EDIT')
    expect(level('/transfer-leads')).toBe('EDIT')
    expect(level('/leave-management')).toBe('EDIT')
    expect(level('/cultHabitRewards')).toBe('EDIT')
    expect(level('/troubleshooting/leads-upload')).toBe('VIEW')
  })

  it('hides User Details, the class detail, v1 settlements and goodies tracking from the menu', () => {
    for (const p of ['/user', '/classDetail/7', '/reports/v1settlements', '/goodies-tracking-details'])
      expect(at(p).hidden).toBe(true)
  })

  it('puts a New badge on only a few entries', () => {
    const badged = ROUTES.filter((r) => r.isNew)
    expect(badged.length).toBeGreaterThan(0)
    expect(badged.length).toBeLessThanOrEqual(5)
  })
})

describe('matching an address to a route', () => {
  it('matches exactly and reads :params', () => {
    expect(matchRoute('/classDetail/42')?.params).toEqual({ id: '42' })
    expect(matchRoute('/employee/my-employee-detail-v2/agent-9')?.params).toEqual({ agentId: 'agent-9' })
    expect(matchRoute('/dash')?.route.path).toBe('/dash')
  })
  it('does not match a prefix or a longer address', () => {
    expect(matchRoute('/classDetail')).toBeUndefined()
    expect(matchRoute('/classDetail/1/2')).toBeUndefined()
    expect(matchRoute('/troubleshooting/segment/x')).toBeUndefined()
    expect(matchRoute('/nowhere')).toBeUndefined()
  })
  it('reads the ten parameters of the play academy sale', () => {
    const m = matchRoute('/sell-play-academy-packs/1/Swimming/12/34/1004/Asha/9/c-1/1767225600000/0')
    expect(m?.params).toMatchObject({ courseCategoryName: 'Swimming', childAge: '9', isParentSelected: '0' })
  })
  it('leaves / and /v2 (redirects) and the /performance heading unmatched', () => {
    for (const p of [...REDIRECT_PATHS, PERFORMANCE_MENU_PATH]) expect(matchRoute(p)).toBeUndefined()
  })
})

describe('who may open a screen', () => {
  it('lets everyone open /dash and /logout', () => {
    for (const centre of [gym, play, cult]) {
      expect(canAccess(at('/dash'), aSubject({ centre }))).toBe(true)
      expect(canAccess(at('/logout'), aSubject({ centre }))).toBe(true)
    }
  })

  it('gives every reason, for every route at every kind of centre, in words: no permission, centre-type or feature code', () => {
    // 'CLT' is the prefix an employee id must start with, as staff read it on their id.
    const asPrinted = new Set(['CLT'])
    const closed = aSubject({ closed: true, user: aUser({ empId: undefined, cultEmployeeId: undefined }) })
    for (const route of ROUTES)
      for (const centre of [gym, play, cult, hybridGym, onepass, aCentre({ name: 'Bellandur Bootcamp', type: 'BOOTCAMP' })])
        for (const reason of explainDenial(route, { ...closed, centre })) {
          const codes = reason.replaceAll(centre.name, '').split(/[^A-Za-z0-9_]+/).filter((w) => isRawCode(w) && !asPrinted.has(w))
          expect(codes, `${route.path} at ${centre.name}: ${reason}`).toEqual([])
        }
  })

  it('names the screen, not the server resource, when a permission is missing', () => {
    expect(explainDenial(at('/pt'), aSubject({ ptEnabled: true }))).toEqual(['Your role does not include Personal Training; your centre manager can give you access.'])
  })

  it('opens Goodies Tracking Details at every centre, with no permission and no feature list (part 3 §2: hidden, all)', () => {
    for (const centre of [gym, play, cult, hybridGym, onepass]) expect(canAccess(at('/goodies-tracking-details'), aSubject({ centre }))).toBe(true)
  })

  it('keeps the Play Dashboard for PLAY centres and explains why in staff words', () => {
    expect(explainDenial(at('/homepage'), aSubject({ centre: gym, permissions: ALL_PERMISSIONS }))).toEqual([
      'This screen is only for Play centres; Koramangala Gym is a Gym centre.',
    ])
    expect(canAccess(at('/homepage'), aSubject({ centre: play, permissions: ALL_PERMISSIONS }))).toBe(true)
  })

  it('keeps the Overall Dashboard away from PLAY centres', () => {
    expect(explainDenial(at('/dashboard'), aSubject({ centre: play }))).toEqual([
      'This screen is not for Play centres; Whitefield Play Arena is a Play centre.',
    ])
    expect(canAccess(at('/dashboard'), aSubject({ centre: gym }))).toBe(true)
  })

  it('asks for VIEW on CENTER_CHECKINS for the check-in list at a gym', () => {
    expect(explainDenial(at('/checkin'), aSubject({ centre: gym }))).toEqual(['Your role does not include Checkins; your centre manager can give you access.'])
    expect(canAccess(at('/checkin'), aSubject({ centre: gym, permissions: { CENTER_CHECKINS: ['VIEW'] } }))).toBe(true)
    expect(canAccess(at('/checkin'), aSubject({ centre: onepass, permissions: { CENTER_CHECKINS: ['EDIT'] } }))).toBe(true)
  })

  it('gives every reason at once', () => {
    expect(explainDenial(at('/checkin'), aSubject({ centre: play }))).toEqual([
      'This screen is only for Gym or One Pass centres; Whitefield Play Arena is a Play centre.',
      'Your role does not include Checkins; your centre manager can give you access.',
    ])
  })

  it('needs EDIT for Segment Removal, VIEW is not enough', () => {
    const s = aSubject({ permissions: { TROUBLESHOOT_DEBUG: ['VIEW'] } })
    expect(explainDenial(at('/troubleshooting/segment'), s)).toEqual(['Your role may not make changes in Segment Removal; your centre manager can give you access.'])
  })

  it('opens CM Score without permission when the employee id starts with CLT', () => {
    const route = at('/cm-score')
    expect(canAccess(route, aSubject({ centre: cult, user: aUser({ empId: 'CLT2001' }) }))).toBe(true)
    expect(explainDenial(route, aSubject({ centre: cult, user: aUser({ empId: 'EMP1002' }) }))).toEqual([
      'Your employee id must start with CLT.',
    ])
  })

  it('opens inbox, classes and tasks for CULT or HYBRID centres with a cult employee id', () => {
    const full = { permissions: ALL_PERMISSIONS, user: aUser({ cultEmployeeId: 'CE2001' }) }
    for (const p of ['/inbox', '/classes', '/classDetail/3', '/crmTasks']) {
      expect(canAccess(at(p), aSubject({ ...full, centre: cult }))).toBe(true)
      expect(canAccess(at(p), aSubject({ ...full, centre: hybridGym }))).toBe(true)
      expect(explainDenial(at(p), aSubject({ ...full, centre: gym }))).toEqual([
        'This screen is only for Cult or Hybrid centres; Koramangala Gym is a Gym centre.',
      ])
      expect(explainDenial(at(p), aSubject({ permissions: ALL_PERMISSIONS, centre: cult }))).toEqual([
        'You need a cult employee id for this screen.',
      ])
    }
  })

  it('needs an employee id, and no permission, for Delinquency Reversal and Grooming Score', () => {
    for (const p of ['/delinquencyReversal', '/groomingScore']) {
      expect(canAccess(at(p), aSubject({ centre: gym, user: aUser({ empId: 'EMP1' }) }))).toBe(true)
      expect(explainDenial(at(p), aSubject({ centre: gym }))).toEqual(['You need an employee id for this screen.'])
    }
  })

  it('shows the CPL report only at CULT or HYBRID centres in the CPL list', () => {
    const s = { permissions: ALL_PERMISSIONS, featureLists: { CPL: [1003, 1006] } }
    expect(canAccess(at('/reports/CPL'), aSubject({ ...s, centre: cult }))).toBe(true)
    expect(canAccess(at('/reports/CPL'), aSubject({ ...s, centre: hybridGym }))).toBe(true)
    expect(explainDenial(at('/reports/CPL'), aSubject({ ...s, featureLists: {}, centre: cult }))).toEqual([
      'HSR Cult is not enabled for the CPL report.',
    ])
  })

  it('shows new members and pilates reports only for centres in their lists', () => {
    const s = aSubject({ centre: gym, permissions: ALL_PERMISSIONS })
    expect(canAccess(at('/reports/new-members'), s)).toBe(false)
    expect(canAccess(at('/reports/new-members'), { ...s, featureLists: { NEW_MEMBER_DASHBOARD: [1001] } })).toBe(true)
    expect(canAccess(at('/reports/pilatesConsumption'), { ...s, featureLists: { PILATES_REPORT: [1001] } })).toBe(true)
    expect(canAccess(at('/reports/pilatesConsumption'), { ...s, featureLists: { PILATES_REPORT: [1002] } })).toBe(false)
  })

  it('opens Personal Training only when PT is enabled for the centre', () => {
    const s = aSubject({ centre: gym, permissions: ALL_PERMISSIONS })
    expect(explainDenial(at('/pt'), s)).toEqual(['Personal training is not enabled for Koramangala Gym.'])
    expect(canAccess(at('/pt'), { ...s, ptEnabled: true })).toBe(true)
  })

  it('opens the health-partner page for non-PLAY centres in the list or company-owned', () => {
    const route = at('/tata1mg')
    expect(canAccess(route, aSubject({ centre: aCentre({ centerModel: 'COCO' }) }))).toBe(true)
    expect(canAccess(route, aSubject({ centre: onepass }))).toBe(false)
    expect(canAccess(route, aSubject({ centre: onepass, featureLists: { HEALTH_PARTNER: [1007] } }))).toBe(true)
    expect(explainDenial(route, aSubject({ centre: play }))).toContain(
      'This screen is not for Play centres; Whitefield Play Arena is a Play centre.',
    )
    expect(explainDenial(route, aSubject({ centre: onepass }))).toEqual([
      'Jayanagar OnePass is not enabled for the health-partner feature and is not company-owned.',
    ])
  })

  it('keeps PT packs for GYMFIT, ONEPASS and PLAY, and v2 settlements for GYMFIT, ONEPASS and CULT', () => {
    const s = { permissions: ALL_PERMISSIONS }
    expect(canAccess(at('/pt-packs'), aSubject({ ...s, centre: play }))).toBe(true)
    expect(canAccess(at('/pt-packs'), aSubject({ ...s, centre: cult }))).toBe(false)
    expect(canAccess(at('/reports/v2settlement'), aSubject({ ...s, centre: cult }))).toBe(true)
    expect(canAccess(at('/reports/v2settlement'), aSubject({ ...s, centre: play }))).toBe(false)
  })

  it('opens the habit rewards screen only for centres in the habit-rewards list', () => {
    const s = aSubject({ centre: cult, permissions: ALL_PERMISSIONS })
    expect(canAccess(at('/cultHabitRewards'), s)).toBe(false)
    expect(canAccess(at('/cultHabitRewards'), { ...s, featureLists: { HABIT_REWARDS: [1003] } })).toBe(true)
  })
})

describe('the sidebar', () => {
  it('groups entries in route-map order and leaves hidden and denied ones out', () => {
    const s = aSubject({ centre: gym, permissions: ALL_PERMISSIONS, user: aUser({ empId: 'EMP1' }) })
    const entries = menuEntries(s)
    const paths = menuRoutes(entries).map((r) => r.path)
    expect(paths).not.toContain('/user')
    expect(paths).not.toContain('/homepage')
    expect(paths.indexOf('/dash')).toBeLessThan(paths.indexOf('/checkin'))
    const groups = entries.flatMap((e) => (e.kind === 'group' ? [e.group] : []))
    expect(groups).toEqual(['Performance', 'Manage Resource', 'Employee', 'Reports'])
  })
  it('shows a staff member with no permissions only the open entries', () => {
    const paths = menuRoutes(menuEntries(aSubject({ centre: gym }))).map((r) => r.path)
    // My Leave is every staff member's: anyone asks for their own leave.
    expect(paths).toEqual(['/dash', '/dashboard', '/my-leave', '/tata1mg', '/logout'])
  })
})

describe('the home redirect and the User Guide link', () => {
  it('sends PLAY centres to /homepage and the others to /dashboard', () => {
    expect(homePath(play)).toBe('/homepage')
    expect(homePath(gym)).toBe('/dashboard')
    expect(homePath(cult)).toBe('/dashboard')
  })
  it('shows the User Guide for CULT and HYBRID centres only', () => {
    expect(showsUserGuide(cult)).toBe(true)
    expect(showsUserGuide(hybridGym)).toBe(true)
    expect(showsUserGuide(gym)).toBe(false)
    expect(showsUserGuide(play)).toBe(false)
  })
})
