import { options, type VNode } from 'preact'

/**
 * Controlled fields keep the value their screen gives them, as React keeps them.
 *
 * A screen that refuses what was typed (a letter or an 11th digit in a phone, a code over six
 * digits) answers the event with the value it already had. React puts the field back to that value
 * after every input event; Preact writes a field's value only when it draws it again, and a state
 * set to the value it already holds draws nothing. The letter would stay on the screen while the
 * form holds the number without it.
 *
 * So the value (and `checked`) each controlled field was last drawn with is remembered, and once an
 * input or change event's handlers and the drawing they caused have run, a field showing anything
 * else is set back to it. A field drawn without `value` (uncontrolled) is never touched.
 */

type Drawn = { readonly value?: unknown; readonly checked?: unknown }

const drawn = new WeakMap<EventTarget, Drawn>()
const FIELDS = new Set(['input', 'textarea', 'select'])

/** Preact's (mangled, stable across 10.x) field for the element a vnode drew. */
const elementOf = (vnode: VNode): EventTarget | undefined => (vnode as unknown as { __e?: EventTarget | null }).__e ?? undefined

const remember = (vnode: VNode): void => {
  if (typeof vnode.type !== 'string' || !FIELDS.has(vnode.type)) return
  const element = elementOf(vnode)
  if (element === undefined) return
  const props = vnode.props as Drawn
  const controlled: { value?: unknown; checked?: unknown } = {}
  if (props.value !== undefined && props.value !== null) controlled.value = props.value
  if (typeof props.checked === 'boolean') controlled.checked = props.checked
  if ('value' in controlled || 'checked' in controlled) drawn.set(element, controlled)
  else drawn.delete(element)
}

/**
 * The event a field's onChange hears in Preact: typing ('input') in text fields and text areas;
 * 'change' for a choice (select, checkbox, radio, file). A browser sends both for a choice, with
 * the page's pending work run between them, so putting a choice back on its 'input' would undo the
 * click before its handler hears of it.
 */
const heardOn = (field: HTMLInputElement): 'input' | 'change' =>
  field.tagName === 'SELECT' || /^(checkbox|radio|file)$/.test(field.type) ? 'change' : 'input'

const restore = (target: EventTarget | null, type: string): void => {
  if (target === null) return
  if (heardOn(target as HTMLInputElement) !== type) return
  const want = drawn.get(target)
  if (want === undefined) return
  const field = target as HTMLInputElement
  if ('value' in want && field.value !== String(want.value)) field.value = String(want.value)
  if ('checked' in want && field.checked !== want.checked) field.checked = want.checked === true
}

let installed = false

/** Installs the rule once per page (the app's module does, so the portal and its component tests share it). */
export const keepControlledFields = (): void => {
  if (installed || typeof document === 'undefined') return
  installed = true
  const next = options.diffed
  options.diffed = (vnode) => {
    remember(vnode)
    next?.(vnode)
  }
  // Bubbling, so the field's own handler (and the state it set) runs first. The drawing it asked
  // for is queued on a microtask before this one, so the check sees the field as drawn.
  for (const type of ['input', 'change']) {
    document.addEventListener(type, (event) => {
      const target = event.target
      queueMicrotask(() => restore(target, type))
    })
  }
}
