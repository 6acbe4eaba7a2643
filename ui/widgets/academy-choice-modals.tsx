import { useState } from 'react'
import { useUniqueId } from '../app/use-unique-id'
import styled from 'styled-components'
import type { Centre } from '../../core/centre/centre'
import { type ChildUser, childLabel } from '../../core/customer/customer'
import type { CourseCategory } from '../../core/selling/catalog'
import { type AcademyMember, isSelfSegment, validateAcademySelection } from '../../core/selling/play-academy.rule'
import type { EpochMs } from '../../core/shared/brands'
import { startOfCentreDay } from '../../core/shared/centre-day'
import { DAY_MS } from '../../core/shared/constants'
import {
  ACADEMY_START_DATE_LABEL,
  CANCEL,
  CHOOSE_COURSE_CATEGORY,
  CONTINUE,
  COURSE_CATEGORY_LABEL,
  EMPTY_COURSE_CATEGORIES,
  SELECT_CHILD_USER_TITLE,
  SELECT_COURSE_CATEGORY_TITLE,
  SELF_OR_CHILD_REQUIRED,
  YOURSELF,
} from '../../core/shared/messages'
import { useUseCaseQuery } from '../app/use-use-case-query'
import { useUseCase } from '../app/use-cases.context'
import { Button } from './button'
import { DatePicker } from './date-picker'
import { Field, FieldError } from './field'
import { Modal } from './modal'
import { QueryBlock } from './query-block'
import { theme } from '../theme/theme'
import { useFieldErrors } from './use-form-mutation'

/** What Select Course Category answers: the category and the membership's start (the start of that day at the centre). */
export type CourseChoice = { readonly category: CourseCategory; readonly startDate: EpochMs }

/**
 * The academy route of part 2 §2 for a full choice (isSelf is 1 for the customer themself, else 0;
 * '-' for a segment not chosen). The customer goes with it in router state, never in the address.
 */
export const academyRoute = (c: CourseChoice, centerServiceId: number, member: AcademyMember, child: ChildUser | undefined): string =>
  `/sell-play-academy-packs/1/${encodeURIComponent(c.category.courseCategoryName)}/${encodeURIComponent(c.category.courseCategoryId)}/${c.category.workoutId}/${centerServiceId}/${encodeURIComponent(child === undefined ? '-' : `${child.firstName} ${child.lastName}`)}/${child?.age ?? 0}/${encodeURIComponent(member.kind === 'CHILD' ? member.childUserId : '-')}/${c.startDate}/${isSelfSegment(member)}`

/**
 * Select Course Category (part 1 §5, part 2 §5): a course category ('You must select a course
 * category value') and a start date from the server-suggested valid start up to the selection
 * window's last day ('Please select a start date'); 'No course categories available at this
 * moment.' when the centre has none.
 */
export const SelectCourseCategoryModal = ({
  centre,
  userId,
  onClose,
  onChosen,
}: {
  readonly centre: Centre
  readonly userId: string
  readonly onClose: () => void
  readonly onChosen: (c: CourseChoice) => void
}) => {
  const id = useUniqueId()
  const categories = useUseCase('academyCourseCategories')
  const startDateWindow = useUseCase('startDateWindow')
  const cats = useUseCaseQuery(['selling', 'centre', centre.centerServiceId, 'course-categories'], () => categories({ centerServiceId: centre.centerServiceId }))
  const window = useUseCaseQuery(['selling', userId, 'academy-window', centre.centerServiceId], () =>
    startDateWindow({ durationSeconds: (30 * DAY_MS) / 1000, tenant: centre.type, userId, isPtPack: false, centerServiceId: centre.centerServiceId }),
  )
  const [categoryId, setCategoryId] = useState('')
  const [day, setDay] = useState<string | undefined>(undefined)
  const form = useFieldErrors<'courseCategory' | 'startDate'>()
  const go = () => {
    const w = window.data
    if (w === undefined) return
    const v = validateAcademySelection({
      ...(categoryId === '' ? {} : { courseCategoryId: categoryId }),
      ...(day === undefined ? {} : { startDate: startOfCentreDay(day) }),
      member: { kind: 'SELF' }, // who the pack is for is asked next (Select Child User)
      suggestedStart: w.suggestedStart,
      selectionWindowDays: w.windowDays,
    })
    if (v._tag === 'Left') {
      const { courseCategory, startDate } = v.left.errors
      form.refuse({ ...(courseCategory === undefined ? {} : { courseCategory }), ...(startDate === undefined ? {} : { startDate }) })
      return
    }
    const category = cats.data?.find((c) => c.courseCategoryId === v.right.courseCategoryId)
    if (category !== undefined) onChosen({ category, startDate: v.right.startDate })
  }
  return (
    <Modal title={SELECT_COURSE_CATEGORY_TITLE} onClose={onClose} width={460}>
      <QueryBlock query={cats} empty={{ when: (xs) => xs.length === 0, message: EMPTY_COURSE_CATEGORIES }}>
        {(list) => (
          <form
            noValidate
            onSubmit={(e) => {
              e.preventDefault()
              go()
            }}
          >
            <Field>
              <label htmlFor={`${id}-cat`}>{COURSE_CATEGORY_LABEL}</label>
              <select
                id={`${id}-cat`}
                value={categoryId}
                onChange={(e) => setCategoryId(e.target.value)}
                aria-invalid={form.errors.courseCategory === undefined ? undefined : true}
                aria-describedby={form.errors.courseCategory === undefined ? undefined : `${id}-cat-error`}
              >
                <option value="">{CHOOSE_COURSE_CATEGORY}</option>
                {list.map((c) => (
                  <option key={c.courseCategoryId} value={c.courseCategoryId}>
                    {c.courseCategoryName}
                  </option>
                ))}
              </select>
              <FieldErrorText id={`${id}-cat-error`} error={form.errors.courseCategory} />
            </Field>
            <QueryBlock query={window}>{(w) => <DatePicker label={ACADEMY_START_DATE_LABEL} value={day} onChange={setDay} min={w.firstDay} max={w.lastDay} />}</QueryBlock>
            <FieldErrorText id={`${id}-day-error`} error={form.errors.startDate} />
            <ModalActions>
              <Button type="button" $variant="secondary" onClick={onClose}>
                {CANCEL}
              </Button>
              <Button type="submit" disabled={window.data === undefined}>
                {CONTINUE}
              </Button>
            </ModalActions>
          </form>
        )}
      </QueryBlock>
    </Modal>
  )
}

/**
 * Select Child User (part 1 §5): YOURSELF or one of the customer's children ('first last(age)');
 * 'You must either select YOURSELF or a CHILD' when neither is chosen.
 */
export const SelectChildUserModal = ({
  userId,
  onClose,
  onChosen,
}: {
  readonly userId: string
  readonly onClose: () => void
  readonly onChosen: (member: AcademyMember, child: ChildUser | undefined) => void
}) => {
  const id = useUniqueId()
  const loadChildren = useUseCase('loadChildren')
  const children = useUseCaseQuery(['profile', userId, 'children'], () => loadChildren(userId))
  const [member, setMember] = useState<AcademyMember | undefined>(undefined)
  const form = useFieldErrors<'member'>()
  const go = (kids: readonly ChildUser[]) => {
    if (member === undefined) {
      form.refuse({ member: SELF_OR_CHILD_REQUIRED })
      return
    }
    onChosen(member, member.kind === 'CHILD' ? kids.find((k) => k.id === member.childUserId) : undefined)
  }
  return (
    <Modal title={SELECT_CHILD_USER_TITLE} onClose={onClose} width={420}>
      <QueryBlock query={children}>
        {(kids) => (
          <form
            noValidate
            onSubmit={(e) => {
              e.preventDefault()
              go(kids)
            }}
          >
            <Choices aria-describedby={form.errors.member === undefined ? undefined : `${id}-member-error`}>
              <legend>{SELECT_CHILD_USER_TITLE}</legend>
              <label>
                <input type="radio" name={`${id}-member`} checked={member?.kind === 'SELF'} onChange={() => setMember({ kind: 'SELF' })} /> {YOURSELF}
              </label>
              {kids.map((k) => (
                <label key={k.id}>
                  <input
                    type="radio"
                    name={`${id}-member`}
                    checked={member?.kind === 'CHILD' && member.childUserId === k.id}
                    onChange={() => setMember({ kind: 'CHILD', childUserId: k.id })}
                  />{' '}
                  {childLabel(k)}
                </label>
              ))}
            </Choices>
            <FieldErrorText id={`${id}-member-error`} error={form.errors.member} />
            <ModalActions>
              <Button type="button" $variant="secondary" onClick={onClose}>
                {CANCEL}
              </Button>
              <Button type="submit">{CONTINUE}</Button>
            </ModalActions>
          </form>
        )}
      </QueryBlock>
    </Modal>
  )
}

const FieldErrorText = ({ id, error }: { readonly id: string; readonly error: string | undefined }) =>
  error === undefined ? null : (
    <FieldError id={id} role="alert">
      {error}
    </FieldError>
  )

const ModalActions = styled.div`
  display: flex;
  justify-content: flex-end;
  flex-wrap: wrap;
  gap: 8px;
  margin-top: 14px;
`
const Choices = styled.fieldset`
  display: grid;
  gap: 10px;
  margin: 0;
  padding: 10px 12px;
  border: 1px solid ${theme.color.border};
  border-radius: 8px;
  label {
    display: flex;
    align-items: center;
    gap: 8px;
    min-height: 32px;
  }
`
