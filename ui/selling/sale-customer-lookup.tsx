import { type ChangeEvent, type ReactNode, useEffect, useRef, useState } from 'react'
import { useUniqueId } from '../app/use-unique-id'
import { useLocation, useSearchParams } from 'react-router-dom'
import styled from 'styled-components'
import type { Centre } from '../../core/centre/centre'
import type { CustomerProfile } from '../../core/customer/lookup-customer'
import type { RegisterCustomerField } from '../../core/customer/register-customer.rule'
import { classifySearch } from '../../core/customer/search-input.rule'
import {
  CANCEL,
  CHOOSE_CUSTOMER_FIRST,
  REGISTER_FIRST_NAME_LABEL,
  REGISTER_LAST_NAME_LABEL,
  REGISTER_NEW_USER,
  REGISTER_NEW_USER_TITLE,
  REGISTER_PHONE_LABEL,
  userRegistered,
} from '../../core/shared/messages'
import { failureMessage, failureOf } from '../app/use-use-case-query'
import { useHistoryHold } from '../app/use-history-hold'
import { useUseCase } from '../app/use-cases.context'
import { useToast } from '../feedback/toast'
import { theme } from '../theme/theme'
import { Button } from '../widgets/button'
import { Field, FieldError } from '../widgets/field'
import { Modal } from '../widgets/modal'
import { QueryBlock } from '../widgets/query-block'
import { SubmitButton } from '../widgets/submit-button'
import { useFormMutation } from '../widgets/use-form-mutation'
import { SALE_CUSTOMER_KEY, heldSaleCustomer } from './sale-customer-state'
import { CustomerLine, CustomerSearch, useSaleCustomer } from './use-sale-customer'

/**
 * The user id a sell screen's history entry holds (or an older link's `?userId=`, moved out of the
 * address at once), and `hold` to keep another one there.
 */
export const useHeldSaleCustomer = () => {
  const location = useLocation()
  const [params] = useSearchParams()
  const fromAddress = params.get('userId') ?? undefined
  const held = fromAddress ?? heldSaleCustomer(location.state) ?? ''

  // Keeps `id` in this history entry (or none), with the address as it is less any userId.
  const hold = useHistoryHold(SALE_CUSTOMER_KEY, 'userId')

  // An older link's ?userId= leaves the address before anything else happens.
  useEffect(() => {
    if (fromAddress !== undefined) hold(fromAddress)
  }, [fromAddress, hold])

  return { held, hold, heldNow: heldSaleCustomer(location.state) }
}

/**
 * A sell screen's customer: the one its history entry holds, or the one found by the search box.
 * The typed text stays in memory; once a customer loads, only their user id is kept, in the history
 * entry.
 */
export const useSaleLookup = (centre: Pick<Centre, 'id' | 'centerServiceId'>) => {
  const { held, hold, heldNow } = useHeldSaleCustomer()
  const [input, setInput] = useState(held)
  // The id the history entry holds is loaded as an id; what the search box sends is read as typed.
  const sale = useSaleCustomer(centre, input, input !== '' && input === held)
  const loadedId = sale.query.data?.customer.id
  const loaded = useRef(loadedId)
  useEffect(() => {
    loaded.current = loadedId
  }, [loadedId])

  // Another history entry of this screen (back, forward, a new sale opened here) loads its customer.
  useEffect(() => {
    if (held !== '' && held !== loaded.current) setInput(held)
  }, [held])

  // The loaded customer's id, never the typed text, is what the history entry keeps.
  useEffect(() => {
    if (loadedId !== undefined && loadedId !== heldNow) hold(loadedId)
  }, [loadedId, heldNow, hold])

  return { ...sale, input, find: setInput, userId: loadedId ?? '' }
}

export type SaleLookup = ReturnType<typeof useSaleLookup>

/**
 * The customer header of every sell screen: the search box (phone or user id), then the customer
 * line and the screen's content for them. A phone that finds nobody offers Register New User
 * (part 2 §2), and the new customer is loaded on the same screen.
 */
export const SaleCustomerLookup = ({
  lookup,
  children,
  empty,
}: {
  readonly lookup: SaleLookup
  readonly children: (profile: CustomerProfile) => ReactNode
  /** What shows before any customer is chosen ('Find the customer to sell a pack to.'). */
  readonly empty?: ReactNode
}) => {
  const [registering, setRegistering] = useState(false)
  const query = classifySearch(lookup.input)
  const notFoundPhone = query.kind === 'phone' && failureOf<{ _tag: string }>(lookup.query.error)?._tag === 'UserNotFound' ? query.phone : undefined
  return (
    <>
      <CustomerSearch initial="" onFind={lookup.find} />
      {lookup.input === '' ? (
        (empty ?? <Muted>{CHOOSE_CUSTOMER_FIRST}</Muted>)
      ) : notFoundPhone !== undefined ? (
        <NotFound>
          <p role="alert">{failureMessage(lookup.query.error)}</p>
          <Button type="button" onClick={() => setRegistering(true)}>
            {REGISTER_NEW_USER}
          </Button>
        </NotFound>
      ) : (
        <QueryBlock query={lookup.query}>
          {(c) => (
            <>
              <CustomerLine profile={c} />
              {children(c)}
            </>
          )}
        </QueryBlock>
      )}
      {registering && notFoundPhone !== undefined ? (
        <RegisterCustomerModal
          phone={notFoundPhone}
          onClose={() => setRegistering(false)}
          onRegistered={(userId) => {
            setRegistering(false)
            lookup.find(userId)
          }}
        />
      ) : null}
    </>
  )
}

type Draft = { readonly phone: string; readonly firstName: string; readonly lastName: string }

/** Register New User: the searched phone (editable), first and last name; then the customer is loaded. */
export const RegisterCustomerModal = ({ phone, onClose, onRegistered }: { readonly phone: string; readonly onClose: () => void; readonly onRegistered: (userId: string) => void }) => {
  const id = useUniqueId()
  const toast = useToast()
  const registerCustomer = useUseCase('registerCustomer')
  const [draft, setDraft] = useState<Draft>({ phone, firstName: '', lastName: '' })
  const { mutation, errors, attempt } = useFormMutation(() => registerCustomer(draft), {
    onSuccess: (r) => {
      toast.success(userRegistered(`${r.firstName} ${r.lastName}`.trim()))
      onRegistered(r.userId)
    },
  })
  const set = (k: keyof Draft) => (e: ChangeEvent<HTMLInputElement>) => setDraft((d) => ({ ...d, [k]: e.target.value }))
  const field = (k: RegisterCustomerField, label: string, extra: { inputMode?: 'numeric'; autoComplete?: string } = {}) => (
    <Field>
      <label htmlFor={`${id}-${k}`}>{label}</label>
      <input
        id={`${id}-${k}`}
        value={draft[k]}
        onChange={set(k)}
        aria-invalid={errors[k] !== undefined}
        aria-describedby={errors[k] === undefined ? undefined : `${id}-${k}-error`}
        {...extra}
      />
      {errors[k] === undefined ? null : <FieldError id={`${id}-${k}-error`}>{errors[k]}</FieldError>}
    </Field>
  )
  return (
    <Modal title={REGISTER_NEW_USER_TITLE} onClose={onClose} width={440}>
      <Form
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          mutation.mutate(undefined)
        }}
      >
        {field('phone', REGISTER_PHONE_LABEL, { inputMode: 'numeric', autoComplete: 'off' })}
        {field('firstName', REGISTER_FIRST_NAME_LABEL, { autoComplete: 'off' })}
        {field('lastName', REGISTER_LAST_NAME_LABEL, { autoComplete: 'off' })}
        <Actions>
          <Button type="button" $variant="secondary" onClick={onClose}>
            {CANCEL}
          </Button>
          <SubmitButton key={attempt} onClick={() => undefined} disabled={mutation.isPending}>
            {REGISTER_NEW_USER}
          </SubmitButton>
        </Actions>
      </Form>
    </Modal>
  )
}

const Muted = styled.p`
  color: ${theme.color.muted};
`
const NotFound = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
  margin: 8px 0 16px;
  p {
    margin: 0;
    color: ${theme.color.danger};
  }
`
const Form = styled.form`
  display: grid;
  gap: 12px;
  input {
    padding: 8px 10px;
    border: 1px solid ${theme.color.control};
    border-radius: 8px;
    max-width: 100%;
  }
`
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 8px;
`
