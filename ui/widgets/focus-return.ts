/**
 * Where focus goes back to when a modal closes: the control that opened it, so a keyboard user
 * goes on from there. Opening is often not a plain click on a button that stays put: a submit is
 * disabled while its call runs (the browser then drops focus to the page), a menu closes as its
 * entry opens the modal, a block draws its rows again after the modal's action, a modal opens from
 * inside another. So the opener is remembered with the way to it, and found again on close.
 */

/** One step of the way from the page down to the opener: a node and the element before it. */
type Step = { readonly node: HTMLElement; readonly before: Element | null }

type Opener = {
  readonly element: HTMLElement | null
  /** The opener and its ancestors when it last had focus, nearest first. */
  readonly path: readonly Step[]
  /** The opener's text and label, to find the same control when its block was drawn again. */
  readonly name: string
  /** When the opener sat in another modal: that modal's own opener, for when both have closed. */
  readonly outer: Opener | undefined
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

const pathOf = (el: HTMLElement): Step[] => {
  const path: Step[] = []
  for (let n: HTMLElement | null = el; n !== null && n !== document.body; n = n.parentElement) path.push({ node: n, before: n.previousElementSibling })
  return path
}

/** The last element that had focus and the way to it, taken while it was still on the page. */
let last: { readonly element: HTMLElement; readonly path: readonly Step[] } | undefined
let tracking = false
const openers = new WeakMap<Element, Opener>()

const track = (): void => {
  if (tracking || typeof document === 'undefined') return
  tracking = true
  document.addEventListener(
    'focusin',
    (e) => {
      if (e.target instanceof HTMLElement && e.target !== document.body) last = { element: e.target, path: pathOf(e.target) }
    },
    true,
  )
}
track()

const nameOf = (el: HTMLElement | null): string => (el === null ? '' : `${el.tagName}|${el.getAttribute('aria-label') ?? ''}|${el.textContent?.trim() ?? ''}`)

const canTakeFocus = (el: Element): el is HTMLElement =>
  el instanceof HTMLElement && el.isConnected && !(el as HTMLButtonElement).disabled && el.closest('[inert]') === null && (el.matches(FOCUSABLE) || el.hasAttribute('tabindex'))

const focusables = (root: Element): HTMLElement[] => [...root.querySelectorAll(FOCUSABLE)].filter(canTakeFocus)

/** The element that opened a modal whose box is `box`, taken as the modal opens. */
export const rememberOpener = (box: HTMLElement | null): Opener => {
  // The same modal's effect run again (React's development check) keeps the opener it found.
  const known = box === null ? undefined : openers.get(box)
  if (known !== undefined) return known
  const inBox = (el: Element): boolean => box?.contains(el) ?? false
  const active = document.activeElement instanceof HTMLElement && document.activeElement !== document.body && !inBox(document.activeElement) ? document.activeElement : null
  const seen = active !== null ? { element: active, path: pathOf(active) } : last !== undefined && !inBox(last.element) ? last : undefined
  const element = seen?.element ?? null
  const dialog = element?.closest('[role="dialog"]') ?? null
  const opener: Opener = { element, path: seen?.path ?? [], name: nameOf(element), outer: dialog === null ? undefined : openers.get(dialog) }
  if (box !== null) openers.set(box, opener)
  return opener
}

const targetOf = (o: Opener): HTMLElement | undefined => {
  if (o.element !== null && canTakeFocus(o.element)) return o.element
  const at = o.path.findIndex((s) => s.node.isConnected)
  const near = at < 0 ? undefined : o.path[at]?.node
  if (near !== undefined) {
    // The same control drawn again (a row after its block refreshed).
    const same = focusables(near).find((c) => nameOf(c) === o.name)
    if (same !== undefined) return same
    // What stood before the part that went away (a menu's trigger, when the menu closed).
    for (let i = at - 1; i >= 0; i--) {
      const before = o.path[i]?.before
      if (before === null || before === undefined || !before.isConnected) continue
      const inside = focusables(before)
      const target = inside[inside.length - 1] ?? (canTakeFocus(before) ? before : undefined)
      if (target !== undefined) return target
    }
    if (near.closest('[role="dialog"]') !== null || o.outer === undefined) return focusables(near)[0] ?? (canTakeFocus(near) ? near : undefined)
  }
  return o.outer === undefined ? undefined : targetOf(o.outer)
}

const focusIsLost = (): boolean => {
  const a = document.activeElement
  return a === null || a === document.body || !a.isConnected
}

/**
 * Gives focus back when a modal has closed: to its opener, else the same control drawn again, else
 * the control before where it was, else the page's content. Never takes focus from another modal.
 */
export const returnFocus = (o: Opener): void => {
  const go = (): void => {
    if (!focusIsLost()) return
    const target = targetOf(o) ?? document.getElementById('content') ?? undefined
    target?.focus()
  }
  go()
  // The opener's block may draw again once the modal's action has refreshed it.
  setTimeout(go, 0)
}
