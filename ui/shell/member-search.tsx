import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import styled from 'styled-components'
import { SEARCH_PLACEHOLDER } from '../../core/shared/messages'
import { theme } from '../theme/theme'
import { VisuallyHidden } from '../widgets/visually-hidden'

/** Attribute that marks member search fields, so the '/' shortcut can find the visible one. */
export const MEMBER_SEARCH_ATTR = 'data-member-search'

/**
 * Member search: Enter opens the User Details screen for the mobile number or user id typed.
 * '/' anywhere (outside a text field) focuses it.
 */
export const MemberSearch = ({ id, tone = 'light' }: { id: string; tone?: 'light' | 'dark' }) => {
  const [q, setQ] = useState('')
  const navigate = useNavigate()
  return (
    <form
      role="search"
      onSubmit={(e) => {
        e.preventDefault()
        const query = q.trim()
        if (query === '') return
        navigate(`/user?search=${encodeURIComponent(query)}`)
        setQ('')
      }}
    >
      <label htmlFor={id}>
        <VisuallyHidden>Search member</VisuallyHidden>
      </label>
      <Input
        id={id}
        type="search"
        enterKeyHint="search"
        inputMode="search"
        autoComplete="off"
        placeholder={SEARCH_PLACEHOLDER}
        value={q}
        onChange={(e) => setQ(e.target.value)}
        $tone={tone}
        {...{ [MEMBER_SEARCH_ATTR]: '' }}
      />
    </form>
  )
}

const Input = styled.input<{ $tone: 'light' | 'dark' }>`
  width: 100%;
  padding: 8px 12px 8px 34px;
  border-radius: 8px;
  border: 1px solid ${(p) => (p.$tone === 'dark' ? theme.color.sidebarBorder : theme.color.border)};
  background: ${(p) => (p.$tone === 'dark' ? theme.color.sidebarRaised : theme.color.surfaceMuted)}
    url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='16' height='16' fill='none' stroke='%238892a6' stroke-width='2' viewBox='0 0 24 24'%3E%3Ccircle cx='11' cy='11' r='7'/%3E%3Cpath d='m20 20-3.5-3.5'/%3E%3C/svg%3E")
    no-repeat 11px center;
  color: ${(p) => (p.$tone === 'dark' ? theme.color.sidebarText : theme.color.text)};
  &::placeholder {
    color: ${(p) => (p.$tone === 'dark' ? theme.color.sidebarMuted : theme.color.muted)};
  }
`
