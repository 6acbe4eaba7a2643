import { describe, expect, it } from 'vitest'
import { CENTRE_SORTS, EMPLOYEE_LIST_PAGE_SIZE, EMPLOYEE_LIST_SORTS, LEAD_OWNER_PAGE_SIZE, LEAD_OWNER_SORTS, TARGET_HISTORY_PAGE_SIZE, TARGET_HISTORY_SORTS, centresWithSelected } from '../../../../core/shared/list-pages.rule'
import { PAGE_SIZE_MAX, PAGE_SIZE_MIN } from '../../../../core/shared/paging.rule'
import { aCentre } from '../../../support/centres'

describe('the centre selector’s list', () => {
  const [a, b, c, deep] = [aCentre({ name: 'A' }), aCentre({ name: 'B' }), aCentre({ name: 'C' }), aCentre({ name: 'Deep' })]
  it('lists the selected centre first when it is not among the centres read so far and no search is typed', () => {
    expect(centresWithSelected([a, b, c], deep, '')).toEqual([deep, a, b, c])
    expect(centresWithSelected([a, b, c], deep, '   ')).toEqual([deep, a, b, c])
  })
  it('lists it in its place once read, and never twice', () => {
    expect(centresWithSelected([a, deep, b], deep, '')).toEqual([a, deep, b])
  })
  it('lists only what the server found while a search is typed', () => {
    expect(centresWithSelected([a], deep, 'a')).toEqual([a])
    expect(centresWithSelected([], deep, 'zz')).toEqual([])
  })
  it('lists the page alone when no centre is selected', () => {
    expect(centresWithSelected([a, b], undefined, '')).toEqual([a, b])
  })
})

describe('the people-and-centres lists', () => {
  it('open in their default order: the staff member’s own, by name, newest upload first', () => {
    expect([CENTRE_SORTS.defaultKey, CENTRE_SORTS.defaultDirection]).toEqual(['position', 'ASC'])
    expect([EMPLOYEE_LIST_SORTS.defaultKey, EMPLOYEE_LIST_SORTS.defaultDirection]).toEqual(['name', 'ASC'])
    expect([TARGET_HISTORY_SORTS.defaultKey, TARGET_HISTORY_SORTS.defaultDirection]).toEqual(['uploadedOn', 'DESC'])
    expect([LEAD_OWNER_SORTS.defaultKey, LEAD_OWNER_SORTS.defaultDirection]).toEqual(['name', 'ASC'])
  })
  it('ask for pages within the contract’s bounds', () => {
    for (const n of [EMPLOYEE_LIST_PAGE_SIZE, TARGET_HISTORY_PAGE_SIZE, LEAD_OWNER_PAGE_SIZE]) {
      expect(n).toBeGreaterThanOrEqual(PAGE_SIZE_MIN)
      expect(n).toBeLessThanOrEqual(PAGE_SIZE_MAX)
    }
  })
})
