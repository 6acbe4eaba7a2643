import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useUniqueId } from '../app/use-unique-id'
import { useNavigate } from 'react-router-dom'
import styled from 'styled-components'
import { type SearchRefusal, acceptSearchTyping } from '../../core/customer/search-input.rule'
import { SEARCH_BUTTON, SEARCH_DIGITS_ONLY, SEARCH_MAX_TEN_DIGITS, SEARCH_MEMBER_LABEL, SEARCH_PLACEHOLDER, SEARCH_PLACEHOLDER_PHONE } from '../../core/shared/messages'
import { postSearch } from '../profile/pending-search'
import { preloadProfile } from '../profile/preload-profile'
import { theme } from '../theme/theme'
import { Button } from '../widgets/button'
import { usePhone } from '../widgets/use-media-query'
import { VisuallyHidden } from '../widgets/visually-hidden'

/** Attribute that marks member search fields, so the '/' shortcut can find the visible one. */
export const MEMBER_SEARCH_ATTR = 'data-member-search'

const HINTS: Readonly<Record<SearchRefusal, string>> = { notDigit: SEARCH_DIGITS_ONLY, tooLong: SEARCH_MAX_TEN_DIGITS }

type Props = {
  readonly id: string
  readonly tone?: 'light' | 'dark'
  /** Shows a Search button beside the box (the /user screen and the search modal). */
  readonly withButton?: boolean
  /** Called after a search is handed to /user (e.g. to close a drawer or a modal). */
  readonly onSearched?: () => void
  readonly autoFocus?: boolean
}

/**
 * Member search: digits only, at most 10, as typed (a letter or an 11th digit is refused at the
 * input with a visible hint). Enter (or Search) hands the digits to the User Details screen
 * through the query cache and opens /user: the phone never goes into the address or the history.
 * '/' anywhere (outside a text field) focuses it. Focusing it starts fetching the profile's code
 * (its screen's chunk, the use cases its blocks call, its lazy blocks), so the first search
 * paints the profile as soon as the later ones do.
 */
export const MemberSearch = ({ id, tone = 'light', withButton = false, onSearched, autoFocus = false }: Props) => {
  const [q, setQ] = useState('')
  const [refused, setRefused] = useState<SearchRefusal | undefined>(undefined)
  const hintId = useUniqueId()
  // The spec's placeholder is the desk header's; a phone's field is too narrow for it.
  const phone = usePhone()
  const navigate = useNavigate()
  const client = useQueryClient()
  return (
    <Form
      role="search"
      onSubmit={(e) => {
        e.preventDefault()
        if (q === '') return
        postSearch(client, q)
        setQ('')
        setRefused(undefined)
        navigate('/user')
        onSearched?.()
      }}
    >
      <label htmlFor={id}>
        <VisuallyHidden>{SEARCH_MEMBER_LABEL}</VisuallyHidden>
      </label>
      <Row>
        <Input
          id={id}
          type="search"
          enterKeyHint="search"
          inputMode="numeric"
          autoComplete="off"
          autoFocus={autoFocus}
          placeholder={phone ? SEARCH_PLACEHOLDER_PHONE : SEARCH_PLACEHOLDER}
          value={q}
          aria-describedby={refused === undefined ? undefined : hintId}
          aria-invalid={refused === undefined ? undefined : true}
          onChange={(e) => {
            const next = acceptSearchTyping(q, e.target.value)
            setQ(next.value)
            setRefused(next.refused)
          }}
          onFocus={preloadProfile}
          onBlur={() => setRefused(undefined)}
          $tone={tone}
          {...{ [MEMBER_SEARCH_ATTR]: '' }}
        />
        {withButton ? <Button type="submit">{SEARCH_BUTTON}</Button> : null}
      </Row>
      <Hint id={hintId} role="status" $tone={tone} $floating={!withButton}>
        {refused === undefined ? '' : HINTS[refused]}
      </Hint>
    </Form>
  )
}

const Form = styled.form`
  position: relative;
  width: 100%;
`
const Row = styled.div`
  display: flex;
  gap: 8px;
`
const Input = styled.input<{ $tone: 'light' | 'dark' }>`
  flex: 1;
  min-width: 0;
  width: 100%;
  padding: 8px 12px 8px 34px;
  border-radius: 8px;
  border: 1px solid ${(p) => (p.$tone === 'dark' ? theme.color.sidebarControl : theme.color.control)};
  background: ${(p) => (p.$tone === 'dark' ? theme.color.sidebarRaised : theme.color.surfaceMuted)}
    url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='16' height='16' fill='none' stroke='%238892a6' stroke-width='2' viewBox='0 0 24 24'%3E%3Ccircle cx='11' cy='11' r='7'/%3E%3Cpath d='m20 20-3.5-3.5'/%3E%3C/svg%3E")
    no-repeat 11px center;
  color: ${(p) => (p.$tone === 'dark' ? theme.color.sidebarText : theme.color.text)};
  &::placeholder {
    color: ${(p) => (p.$tone === 'dark' ? theme.color.sidebarMuted : theme.color.muted)};
  }
`
const Hint = styled.p<{ $tone: 'light' | 'dark'; $floating: boolean }>`
  margin: 4px 0 0;
  font-size: 13px;
  color: ${(p) => (p.$tone === 'dark' ? theme.color.sidebarText : theme.color.danger)};
  ${(p) =>
    p.$floating
      ? `position: absolute; left: 0; top: 100%; z-index: 5; &:empty { display: none; } padding: 4px 8px; border-radius: 6px; background: ${theme.color.surface}; color: ${theme.color.danger}; box-shadow: ${theme.shadowRaised};`
      : '&:empty { display: none; }'}
`
