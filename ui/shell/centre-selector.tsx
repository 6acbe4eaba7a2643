import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react'
import styled from 'styled-components'
import type { Centre } from '../../core/centre/centre'
import { searchCentres } from '../../core/centre/selected-centre.rule'
import { SEARCH_DEBOUNCE_MS } from '../../core/shared/constants'
import { NO_CENTRE_MATCHES } from '../../core/shared/messages'
import { theme } from '../theme/theme'
import { useDebounced } from '../widgets/use-debounced'

type Props = {
  readonly centres: readonly Centre[]
  readonly selected: Centre | undefined
  readonly onSelect: (centre: Centre) => void
}

const kind = (c: Centre): string => (c.category === undefined ? c.type : `${c.type} · ${c.category}`)

/**
 * Picks the centre the staff member works at: a button that opens a searchable list (a combobox
 * over a listbox). The search matches name or locality, debounced 300 ms; arrows move, Enter
 * picks, Esc closes.
 */
export const CentreSelector = ({ centres, selected, onSelect }: Props) => {
  const id = useId()
  const [open, setOpen] = useState(false)
  const [query, setQuery] = useState('')
  const settled = useDebounced(query, SEARCH_DEBOUNCE_MS)
  const results = useMemo(() => searchCentres(centres, settled), [centres, settled])
  const [activeRaw, setActive] = useState(0)
  const active = Math.max(0, Math.min(activeRaw, results.length - 1))
  const button = useRef<HTMLButtonElement>(null)
  const input = useRef<HTMLInputElement>(null)
  const panel = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (open) input.current?.focus()
  }, [open])
  useEffect(() => {
    if (!open) return
    const onDown = (e: MouseEvent) => {
      const t = e.target as Node
      if (!panel.current?.contains(t) && !button.current?.contains(t)) setOpen(false)
    }
    document.addEventListener('mousedown', onDown)
    return () => document.removeEventListener('mousedown', onDown)
  }, [open])

  const close = (refocus: boolean) => {
    setOpen(false)
    setQuery('')
    if (refocus) button.current?.focus()
  }
  const pick = (c: Centre) => {
    onSelect(c)
    close(true)
  }
  const onKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown') {
      e.preventDefault()
      setActive((a) => Math.min(a + 1, results.length - 1))
    } else if (e.key === 'ArrowUp') {
      e.preventDefault()
      setActive((a) => Math.max(a - 1, 0))
    } else if (e.key === 'Home') {
      setActive(0)
    } else if (e.key === 'End') {
      setActive(Math.max(results.length - 1, 0))
    } else if (e.key === 'Enter') {
      e.preventDefault()
      const c = results[active]
      if (c !== undefined) pick(c)
    } else if (e.key === 'Escape') {
      e.preventDefault()
      e.stopPropagation()
      close(true)
    } else if (e.key === 'Tab') close(false)
  }

  const optionId = (c: Centre) => `${id}-opt-${c.centerServiceId}`
  const activeCentre = results[active]

  return (
    <Wrap>
      <Label id={`${id}-label`}>Centre</Label>
      <Trigger
        ref={button}
        type="button"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-labelledby={`${id}-label ${id}-value`}
        onClick={() => (open ? close(false) : setOpen(true))}
      >
        <span id={`${id}-value`}>
          <strong>{selected?.name ?? 'No centre'}</strong>
          {selected === undefined ? null : (
            <small>
              {selected.locality} · {kind(selected)}
            </small>
          )}
        </span>
        <Chevron aria-hidden="true">▾</Chevron>
      </Trigger>
      {open ? (
        <Panel ref={panel}>
          <Search
            ref={input}
            type="text"
            role="combobox"
            aria-label="Search centres by name or locality"
            aria-expanded="true"
            aria-controls={`${id}-list`}
            aria-autocomplete="list"
            aria-activedescendant={activeCentre === undefined ? undefined : optionId(activeCentre)}
            placeholder="Search by name or locality"
            value={query}
            onChange={(e) => {
              setQuery(e.target.value)
              setActive(0)
            }}
            onKeyDown={onKey}
            autoComplete="off"
          />
          <List id={`${id}-list`} role="listbox" aria-label="Centres">
            {results.map((c, i) => (
              <Option
                key={c.centerServiceId}
                id={optionId(c)}
                role="option"
                aria-selected={i === active}
                $active={i === active}
                onMouseDown={(e) => e.preventDefault()}
                onMouseEnter={() => setActive(i)}
                onClick={() => pick(c)}
              >
                <span>
                  <strong>{c.name}</strong>
                  <small>
                    {c.locality} · {kind(c)}
                  </small>
                </span>
                {selected?.centerServiceId === c.centerServiceId ? <Current>current</Current> : null}
              </Option>
            ))}
          </List>
          {results.length === 0 ? <Empty role="status">{NO_CENTRE_MATCHES}</Empty> : null}
        </Panel>
      ) : null}
    </Wrap>
  )
}

const Wrap = styled.div`
  position: relative;
  display: grid;
  gap: 6px;
`
const Label = styled.span`
  font-size: 11px;
  font-weight: 600;
  text-transform: uppercase;
  letter-spacing: 0.08em;
  color: ${theme.color.sidebarMuted};
`
const Trigger = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  width: 100%;
  text-align: left;
  padding: 9px 12px;
  border-radius: 8px;
  border: 1px solid ${theme.color.sidebarBorder};
  background: ${theme.color.sidebarRaised};
  color: ${theme.color.sidebarText};
  cursor: pointer;
  span {
    display: grid;
    min-width: 0;
  }
  strong {
    font-weight: 600;
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  small {
    color: ${theme.color.sidebarMuted};
    font-size: 12px;
  }
  &:hover {
    border-color: #4a5680;
  }
`
const Chevron = styled.span`
  color: ${theme.color.sidebarMuted};
`
const Panel = styled.div`
  position: absolute;
  top: calc(100% + 6px);
  left: 0;
  right: 0;
  z-index: 30;
  background: ${theme.color.surface};
  color: ${theme.color.text};
  border-radius: ${theme.radius};
  box-shadow: ${theme.shadowRaised};
  padding: 8px;
`
const Search = styled.input`
  width: 100%;
  padding: 8px 10px;
  border-radius: 6px;
  border: 1px solid ${theme.color.border};
  margin-bottom: 6px;
`
const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  max-height: 300px;
  overflow-y: auto;
`
const Option = styled.li<{ $active: boolean }>`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: 8px;
  padding: 8px 10px;
  border-radius: 6px;
  cursor: pointer;
  background: ${(p) => (p.$active ? theme.color.primarySoft : 'transparent')};
  outline: ${(p) => (p.$active ? `2px solid ${theme.color.focus}` : 'none')};
  outline-offset: -2px;
  span {
    display: grid;
  }
  small {
    color: ${theme.color.muted};
    font-size: 12px;
  }
`
const Current = styled.em`
  font-style: normal;
  font-size: 11px;
  font-weight: 600;
  color: ${theme.color.primary};
  text-transform: uppercase;
`
const Empty = styled.p`
  margin: 6px 4px;
  color: ${theme.color.muted};
  font-size: 13px;
`
