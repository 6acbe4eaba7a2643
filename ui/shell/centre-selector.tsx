import { useEffect, useRef, useState } from 'react'
import { useUniqueId } from '../app/use-unique-id'
import styled from 'styled-components'
import type { Centre } from '../../core/centre/centre'
import { lazy } from '../app/preloadable-lazy'
import { SEARCH_DEBOUNCE_MS } from '../../core/shared/constants'
import { theme } from '../theme/theme'
import { useDebounced } from '../widgets/use-debounced'
import type { CentreSelectorPanelProps } from './centre-selector-panel'

type Props = {
  /** The centres the sign-in answered (the list searched without a server). */
  readonly centres: readonly Centre[]
  readonly selected: Centre | undefined
  readonly onSelect: (centre: Centre) => void
}

const kind = (c: Centre): string => (c.category === undefined ? c.type : `${c.type} · ${c.category}`)

// The open list's code (the server's pages, the search, the keys) loads when the list is first opened.
const CentreSelectorPanel = lazy<CentreSelectorPanelProps>(() => import('./centre-selector-panel'))

/**
 * Picks the centre the staff member works at: a button that opens a searchable list (a combobox
 * over a listbox) of their centres, read from the server a page at a time and searched there by
 * name or locality after 300 ms of quiet; arrows move, Enter picks, Esc closes.
 */
export const CentreSelector = ({ centres, selected, onSelect }: Props) => {
  const id = useUniqueId()
  const [open, setOpen] = useState(false)
  const [query, setQuery] = useState('')
  const settled = useDebounced(query, SEARCH_DEBOUNCE_MS)
  const button = useRef<HTMLButtonElement>(null)
  const panel = useRef<HTMLDivElement>(null)

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
          <CentreSelectorPanel id={id} selected={selected} kept={centres} query={query} settled={settled} onQuery={setQuery} onPick={pick} onClose={close} />
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
    border-color: ${theme.color.sidebarHover};
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
