import { useState } from 'react'
import { lazy } from '../app/preloadable-lazy'
import { useNavigate } from 'react-router-dom'
import { useCanOpen } from '../shell/staff-access.context'
import { PLAY_ACADEMY_SALE_PATH } from '../../core/access/route-map'
import type { Centre } from '../../core/centre/centre'
import type { AddChildField } from '../../core/customer/add-child.rule'
import { childLabel } from '../../core/customer/customer'
import { phoneTyping } from '../../core/shared/phone.rule'
import { ADD_CHILD_USER, ADD_CHILD_USER_TITLE, CANCEL, CHILD_USERS_TITLE, SELL_ACADEMY_PACK } from '../../core/shared/messages'
import { useUseCaseQuery } from '../app/use-use-case-query'
import { useUseCase } from '../app/use-cases.context'
import { useToast } from '../feedback/toast'
import type { CourseChoice } from '../widgets/academy-choice-modals'
import { Button } from '../widgets/button'
import { DataTable } from '../widgets/data-table'
import { Field, FieldError } from '../widgets/field'
import { Modal } from '../widgets/modal'
import { QueryBlock } from '../widgets/query-block'
import { SubmitButton } from '../widgets/submit-button'
import { useFormMutation } from '../widgets/use-form-mutation'
import { profileKeys } from './profile-queries'
import { openSale } from '../selling/sale-customer-state'
import { Block, Form, FormActions, SmallButton } from './profile-styles'

// The academy modals (and their date code) load when staff first open them: the /user chunk stays in its budget.
const SellAcademyPack = lazy(() => import('./sell-academy-pack'), { whileLoading: null })

/** Child Users table page size on User Details (part 1 §9). */
const CHILDREN_PAGE_SIZE = 4

/**
 * Child Users ('first last(age)', 4 a page) with 'ADD CHILD USER'. At a play centre it also sells
 * an academy pack: Select Course Category (category and start date), then Select Child User
 * (YOURSELF or a child), then the academy route with those choices (its packs).
 */
export const ChildrenBlock = ({ customerId, customerPhone, centre }: { customerId: string; customerPhone: string | undefined; centre?: Centre | undefined }) => {
  const loadChildren = useUseCase('loadChildren')
  const navigate = useNavigate()
  const canOpen = useCanOpen()
  const q = useUseCaseQuery(profileKeys.children(customerId), () => loadChildren(customerId))
  const [adding, setAdding] = useState(false)
  const [academy, setAcademy] = useState<'category' | CourseChoice | undefined>(undefined)
  // The academy sale is offered where its screen would open for this staff member.
  const playCentre = centre !== undefined && centre.type === 'PLAY' && canOpen(PLAY_ACADEMY_SALE_PATH) ? centre : undefined
  return (
    <Block
      id="profile-children"
      title={CHILD_USERS_TITLE}
      actions={
        <>
          {playCentre === undefined ? null : (
            <SmallButton type="button" onClick={() => setAcademy('category')}>
              {SELL_ACADEMY_PACK}
            </SmallButton>
          )}
          <SmallButton type="button" onClick={() => setAdding(true)}>
            {ADD_CHILD_USER}
          </SmallButton>
        </>
      }
    >
      <QueryBlock query={q}>
        {(children) => (
          <DataTable
            caption={CHILD_USERS_TITLE}
            rows={children}
            rowKey={(c) => c.id}
            pageSize={CHILDREN_PAGE_SIZE}
            columns={[{ key: 'child', header: 'Child', cell: (c) => childLabel(c) }]}
          />
        )}
      </QueryBlock>
      {adding ? <AddChildModal customerId={customerId} customerPhone={customerPhone} onClose={() => setAdding(false)} /> : null}
      {playCentre !== undefined && academy !== undefined ? (
        <SellAcademyPack
          centre={playCentre}
          customerId={customerId}
          step={academy}
          onStep={setAcademy}
          onClose={() => setAcademy(undefined)}
          onChosen={(path) => openSale(navigate, path, customerId)}
        />
      ) : null}
    </Block>
  )
}

/** Add Child User: every error at once in the spec's words; 'Child User Successfully Added' refreshes Child Users. */
export const AddChildModal = ({ customerId, customerPhone, onClose }: { customerId: string; customerPhone: string | undefined; onClose: () => void }) => {
  const addChild = useUseCase('addChild')
  const toast = useToast()
  const [f, setF] = useState<Record<string, string>>({})
  const set = (k: string) => (e: { target: { value: string } }) => setF((d) => ({ ...d, [k]: e.target.value }))
  const { mutation: save, errors, attempt } = useFormMutation(() => addChild({ userId: customerId, customerPhone, draft: f }), {
    invalidates: () => [profileKeys.children(customerId)],
    onSuccess: (r) => {
      toast.success(r.message)
      onClose()
    },
  })
  const err = (k: AddChildField) => (errors[k] === undefined ? null : <FieldError>{errors[k]}</FieldError>)
  return (
    <Modal title={ADD_CHILD_USER_TITLE} onClose={onClose} width={460}>
      <Form
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          save.mutate(undefined)
        }}
      >
        {errors.customer === undefined ? null : <FieldError role="alert">{errors.customer}</FieldError>}
        <Field>
          <label htmlFor="child-first">First name</label>
          <input id="child-first" value={f.firstName ?? ''} onChange={set('firstName')} />
          {err('firstName')}
        </Field>
        <Field>
          <label htmlFor="child-last">Last name</label>
          <input id="child-last" value={f.lastName ?? ''} onChange={set('lastName')} />
          {err('lastName')}
        </Field>
        <Field>
          <label htmlFor="child-age">Age</label>
          <input id="child-age" inputMode="numeric" value={f.age ?? ''} onChange={set('age')} />
          {err('age')}
        </Field>
        <Field>
          <label htmlFor="child-phone">Emergency phone</label>
          <input id="child-phone" inputMode="tel" value={f.emergencyPhone ?? ''} onChange={(e) => { const typed = e.target.value; setF((d) => ({ ...d, emergencyPhone: phoneTyping(d.emergencyPhone ?? '', typed) })) }} />
          {err('emergencyPhone')}
        </Field>
        <FormActions>
          <Button type="button" $variant="secondary" onClick={onClose}>
            {CANCEL}
          </Button>
          <SubmitButton key={attempt} onClick={() => undefined} disabled={save.isPending}>
            {ADD_CHILD_USER_TITLE}
          </SubmitButton>
        </FormActions>
      </Form>
    </Modal>
  )
}
