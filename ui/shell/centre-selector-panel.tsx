import { type KeyboardEvent, type UIEvent, useEffect, useRef, useState } from 'react'
import styled from 'styled-components'
import type { Centre } from '../../core/centre/centre'
import { searchCentres } from '../../core/centre/selected-centre.rule'
import { CENTRE_PAGE_SIZE, centresWithSelected } from '../../core/shared/list-pages.rule'
import { CENTRES_LOADING, MORE_CENTRES, NO_CENTRE_MATCHES, centresFound } from '../../core/shared/messages'
import { useUseCaseQuery } from '../app/use-use-case-query'
import { useUseCase } from '../app/use-cases.context'
import { theme } from '../theme/theme'

export type CentreSelectorPanelProps = {
  readonly id: string
  readonly selected: Centre | undefined
  /** The centres the sign-in answered, searched here when the server cannot be reached (offline). */
  readonly kept: readonly Centre[]
  /** The search typed, and the same once 300 ms of quiet have passed (the selector keeps both). */
  readonly query: string
  readonly settled: string
  readonly onQuery: (text: string) => void
  readonly onPick: (centre: Centre) => void
  readonly onClose: (refocus: boolean) => void
}

const kind = (c: Centre): string => (c.category === undefined ? c.type : `${c.type} · ${c.category}`)

/** How near the list's end (px) a scroll asks for the next page. */
const NEAR_END_PX = 80

/**
 * The centre selector's open list (loaded when it is first opened, so the first screen carries
 * none of it): the staff member's centres from the server a page at a time, in their own order,
 * searched by name or locality on the server after 300 ms of quiet; the next page comes as the
 * list is scrolled (or arrowed) to its end. The selected centre is listed first, marked current,
 * when it is not on the first page. A combobox over a listbox: arrows move, Enter picks, Esc closes.
 */
export default function CentreSelectorPanel({ id, selected, kept, query, settled: typed, onQuery, onPick, onClose }: CentreSelectorPanelProps) {
  const run = useUseCase('centrePage')
  const settled = typed.trim()
  // The pages read so far for the settled search: the cursors asked for, and the rows each answered.
  const [trail, setTrail] = useState<{ readonly search: string; readonly cursors: readonly (string | undefined)[]; readonly rows: readonly Centre[]; readonly read: number }>({ search: settled, cursors: [undefined], rows: [], read: 0 })
  const current = trail.search === settled ? trail : { search: settled, cursors: [undefined], rows: [], read: 0 }
  if (trail !== current) setTrail(current)
  const cursor = current.cursors[current.cursors.length - 1]
  const page = useUseCaseQuery(['centres', 'selector', settled, cursor], () => run({ pageSize: CENTRE_PAGE_SIZE, ...(settled === '' ? {} : { search: settled }), ...(cursor === undefined ? {} : { cursor }) }), { keepPrevious: false })
  // A page that arrives joins the list once (the page read for the last cursor asked).
  const arrived = page.data
  if (arrived !== undefined && current.read < current.cursors.length && !page.isFetching) setTrail({ ...current, rows: [...current.rows, ...arrived.rows], read: current.cursors.length })
  // Without the server (offline) the centres kept from sign-in are searched here instead.
  const results = page.isError ? searchCentres(kept, settled) : centresWithSelected(current.rows, selected, settled)
  const next = current.read === current.cursors.length ? arrived?.next : undefined
  const more = () => {
    if (next !== undefined) setTrail((t) => (t.search === settled && t.read === t.cursors.length ? { ...t, cursors: [...t.cursors, next] } : t))
  }

  const [activeRaw, setActive] = useState(0)
  const active = Math.max(0, Math.min(activeRaw, results.length - 1))
  const input = useRef<HTMLInputElement>(null)
  useEffect(() => input.current?.focus(), [])

  const onKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown') {
      e.preventDefault()
      if (active >= results.length - 1) more()
      setActive((a) => Math.min(a + 1, results.length - 1))
    } else if (e.key === 'ArrowUp') {
      e.preventDefault()
      setActive((a) => Math.max(a - 1, 0))
    } else if (e.key === 'Home') {
      setActive(0)
    } else if (e.key === 'End') {
      setActive(Math.max(results.length - 1, 0))
      more()
    } else if (e.key === 'Enter') {
      e.preventDefault()
      const c = results[active]
      if (c !== undefined) onPick(c)
    } else if (e.key === 'Escape') {
      e.preventDefault()
      e.stopPropagation()
      onClose(true)
    } else if (e.key === 'Tab') onClose(false)
  }
  const onScroll = (e: UIEvent<HTMLUListElement>) => {
    const el = e.currentTarget
    if (el.scrollHeight - el.scrollTop - el.clientHeight < NEAR_END_PX) more()
  }

  const optionId = (c: Centre) => `${id}-opt-${c.centerServiceId}`
  const activeCentre = results[active]
  const loading = !page.isError && page.isFetching || current.read < current.cursors.length

  return (
    <>
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
          onQuery(e.target.value)
          setActive(0)
        }}
        onKeyDown={onKey}
        autoComplete="off"
      />
      <List id={`${id}-list`} role="listbox" aria-label="Centres" aria-busy={loading} onScroll={onScroll}>
        {results.map((c, i) => (
          <Option
            key={c.centerServiceId}
            id={optionId(c)}
            role="option"
            aria-selected={i === active}
            $active={i === active}
            onMouseDown={(e) => e.preventDefault()}
            onMouseEnter={() => setActive(i)}
            onClick={() => onPick(c)}
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
      {page.isError ? (
        results.length === 0 ? <Note role="status">{NO_CENTRE_MATCHES}</Note> : null
      ) : loading ? (
        <Note role="status">{CENTRES_LOADING}</Note>
      ) : current.rows.length === 0 ? (
        <Note role="status">{NO_CENTRE_MATCHES}</Note>
      ) : arrived !== undefined && arrived.total !== arrived.all ? (
        <Note role="status">{centresFound(arrived.total, arrived.all)}</Note>
      ) : null}
      {next !== undefined && !loading ? (
        <More type="button" tabIndex={-1} onMouseDown={(e) => e.preventDefault()} onClick={more}>
          {MORE_CENTRES}
        </More>
      ) : null}
    </>
  )
}

const Search = styled.input`
  width: 100%;
  padding: 8px 10px;
  border-radius: 6px;
  border: 1px solid ${theme.color.control};
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
const Note = styled.p`
  margin: 6px 4px;
  color: ${theme.color.muted};
  font-size: 13px;
`
const More = styled.button`
  width: 100%;
  margin-top: 4px;
  padding: 6px 10px;
  border: 1px dashed ${theme.color.border};
  border-radius: 6px;
  background: transparent;
  color: ${theme.color.text};
  cursor: pointer;
`
