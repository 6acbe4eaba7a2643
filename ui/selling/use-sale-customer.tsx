import { type FormEvent, useState } from 'react'
import { useUniqueId } from '../app/use-unique-id'
import styled from 'styled-components'
import type { Centre } from '../../core/centre/centre'
import type { CustomerProfile } from '../../core/customer/lookup-customer'
import { CUSTOMER_LABEL, FIND_CUSTOMER, FIND_CUSTOMER_LABEL } from '../../core/shared/messages'
import { useUseCaseQuery } from '../app/use-use-case-query'
import { useUseCase } from '../app/use-cases.context'
import { theme } from '../theme/theme'
import { Button } from '../widgets/button'
import { Field } from '../widgets/field'
import { classifySearch } from '../../core/customer/search-input.rule'

/** The customer a pack is sold to. */
export type SaleCustomer = { readonly userId: string; readonly name?: string; readonly phone?: string }

/** The customer of a sale as the Sell Pack modal takes them: id, name and phone (when known). */
export const saleCustomerOf = (p: CustomerProfile): SaleCustomer => {
  const name = `${p.customer.firstName} ${p.customer.lastName}`.trim()
  const phone = p.customer.phone ?? ''
  return { userId: p.customer.id, ...(name === '' ? {} : { name }), ...(phone === '' ? {} : { phone }) }
}

/**
 * The customer of a selling screen, looked up once by user id (or phone) at the centre, without
 * recording a pitch: the profile (customer and memberships) and the sale's customer.
 */
export const useSaleCustomer = (centre: Pick<Centre, 'id' | 'centerServiceId'>, userId: string, knownUserId = false) => {
  const lookupCustomer = useUseCase('lookupCustomer')
  const query = useUseCaseQuery(
    ['selling', userId, 'customer', centre.centerServiceId],
    () => lookupCustomer({ input: userId, centre: { centerId: centre.id, centerServiceId: centre.centerServiceId }, suppressPitch: true, knownUserId }),
    { enabled: userId !== '', keepPrevious: false },
  )
  return { query, customer: query.data === undefined ? undefined : saleCustomerOf(query.data) }
}

/** Find the customer (user id or phone, core/shared/phone.rule) on a selling screen. */
export const CustomerSearch = ({ initial, onFind }: { readonly initial: string; readonly onFind: (q: string) => void }) => {
  const id = useUniqueId()
  const [input, setInput] = useState(initial)
  const find = (e: FormEvent) => {
    e.preventDefault()
    // A phone however it was pasted ('+91 80000 00006') is looked up as its 10 digits.
    const c = classifySearch(input)
    const q = c.kind === 'phone' ? c.phone : c.kind === 'userId' ? c.userId : input.trim()
    if (q !== '') onFind(q)
  }
  return (
    <Search onSubmit={find} role="search">
      <Field>
        <label htmlFor={`${id}-q`}>{FIND_CUSTOMER_LABEL}</label>
        <input id={`${id}-q`} value={input} onChange={(e) => setInput(e.target.value)} autoComplete="off" />
      </Field>
      <Button type="submit">{FIND_CUSTOMER}</Button>
    </Search>
  )
}

/** 'Customer' with the customer's name and user id. */
export const CustomerLine = ({ profile }: { readonly profile: CustomerProfile }) => (
  <Who>
    <span>{CUSTOMER_LABEL}</span> <strong>{`${profile.customer.firstName} ${profile.customer.lastName}`}</strong> <Id>{profile.customer.id}</Id>
  </Who>
)

const Search = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 10px;
  margin-bottom: 16px;
  input {
    padding: 8px 10px;
    border: 1px solid ${theme.color.control};
    border-radius: 8px;
    min-width: 260px;
    max-width: 100%;
  }
`
const Who = styled.p`
  margin: 8px 0 12px;
`
const Id = styled.span`
  color: ${theme.color.muted};
  font-size: 13px;
`
