import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'

/** A phone box as the portal's forms write it: digits only, at most 10. */
const Phone = () => {
  const [phone, setPhone] = useState('')
  return (
    <label>
      Phone
      <input value={phone} onChange={(e) => setPhone(e.currentTarget.value.replace(/\D/g, '').slice(0, 10))} />
    </label>
  )
}

const Choice = ({ refuse = false }: { readonly refuse?: boolean }) => {
  const [on, setOn] = useState(false)
  const [kind, setKind] = useState('a')
  return (
    <>
      <label>
        Apply offer
        <input type="checkbox" checked={on} onChange={(e) => !refuse && setOn(e.currentTarget.checked)} />
      </label>
      <label>
        Kind
        <select value={kind} onChange={(e) => !refuse && setKind(e.currentTarget.value)}>
          <option value="a">A</option>
          <option value="b">B</option>
        </select>
      </label>
      <output>{`${String(on)} ${kind}`}</output>
    </>
  )
}

/** What a browser does when a choice is clicked: input, then change, with the page's pending work run in between. */
const clickAsBrowser = async (field: HTMLInputElement | HTMLSelectElement, change: () => void) => {
  change()
  await act(async () => {
    field.dispatchEvent(new Event('input', { bubbles: true }))
    await Promise.resolve()
    await Promise.resolve()
    field.dispatchEvent(new Event('change', { bubbles: true }))
    await Promise.resolve()
  })
}

describe('controlled fields keep the value their screen gives them', () => {
  it('a refused keystroke does not stay in the box: letters and an 11th digit', async () => {
    const user = userEvent.setup()
    render(<Phone />)
    const box = screen.getByLabelText('Phone')
    await user.type(box, '98ab765')
    expect(box).toHaveValue('98765')
    await user.type(box, '432109')
    expect(box).toHaveValue('9876543210')
  })

  it('a checkbox and a select follow a click, the browser’s input and change events both sent', async () => {
    render(<Choice />)
    const box = screen.getByLabelText('Apply offer') as HTMLInputElement
    await clickAsBrowser(box, () => (box.checked = true))
    expect(box).toBeChecked()
    const kind = screen.getByLabelText('Kind') as HTMLSelectElement
    await clickAsBrowser(kind, () => (kind.value = 'b'))
    expect(kind).toHaveValue('b')
    expect(screen.getByRole('status')).toHaveTextContent('true b')
  })

  it('a choice its screen refuses goes back to what the screen drew', async () => {
    render(<Choice refuse />)
    const box = screen.getByLabelText('Apply offer') as HTMLInputElement
    await clickAsBrowser(box, () => (box.checked = true))
    expect(box).not.toBeChecked()
    const kind = screen.getByLabelText('Kind') as HTMLSelectElement
    await clickAsBrowser(kind, () => (kind.value = 'b'))
    expect(kind).toHaveValue('a')
  })

  it('leaves a field drawn without a value alone', async () => {
    const user = userEvent.setup()
    render(
      <label>
        Note
        <input defaultValue="" />
      </label>,
    )
    await user.type(screen.getByLabelText('Note'), 'anything 11')
    expect(screen.getByLabelText('Note')).toHaveValue('anything 11')
  })
})
