import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { DataTable } from '../../ui/widgets/data-table'
import { DayNavigator } from '../../ui/widgets/day-navigator'
import { Modal } from '../../ui/widgets/modal'
import { NotificationBanner } from '../../ui/widgets/notification-banner'
import { OtpEntry } from '../../ui/widgets/otp-entry'
import { SubmitButton } from '../../ui/widgets/submit-button'
import { TimePicker } from '../../ui/widgets/time-picker'
import { DatePicker } from '../../ui/widgets/date-picker'

afterEach(() => vi.useRealTimers())

type Member = { id: string; name: string }
const members = (n: number): Member[] => Array.from({ length: n }, (_, i) => ({ id: String(i + 1), name: i % 2 === 0 ? `Asha ${i + 1}` : `Ravi ${i + 1}` }))
const columns = [
  { key: 'id', header: 'Id', cell: (m: Member) => m.id },
  { key: 'name', header: 'Name', cell: (m: Member) => m.name },
]
const rowsShown = () => screen.getAllByRole('row').length - 1

describe('data table', () => {
  it("says 'Nothing here' when there are no rows", () => {
    render(<DataTable caption="Members" columns={columns} rows={[]} rowKey={(m) => m.id} pageSize={4} />)
    expect(screen.getByText('Nothing here')).toBeInTheDocument()
  })

  it("pages rows and shows 'current / total'", async () => {
    const user = userEvent.setup()
    render(<DataTable caption="Members" columns={columns} rows={members(10)} rowKey={(m) => m.id} pageSize={4} />)
    expect(rowsShown()).toBe(4)
    expect(screen.getByText('1 / 3')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Next page' }))
    await user.click(screen.getByRole('button', { name: 'Next page' }))
    expect(screen.getByText('3 / 3')).toBeInTheDocument()
    expect(rowsShown()).toBe(2)
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled()
  })

  it('shows every row without paging when the page size is 0', () => {
    render(<DataTable caption="Members" columns={columns} rows={members(10)} rowKey={(m) => m.id} pageSize={0} />)
    expect(rowsShown()).toBe(10)
    expect(screen.queryByText(/ \/ /)).toBeNull()
  })

  it('filters case-insensitively after 300 ms of quiet', () => {
    vi.useFakeTimers()
    render(<DataTable caption="Members" columns={columns} rows={members(6)} rowKey={(m) => m.id} searchText={(m) => m.name} />)
    fireEvent.input(screen.getByRole('searchbox', { name: 'Search Members' }), { target: { value: 'RAVI' } })
    act(() => void vi.advanceTimersByTime(299))
    expect(rowsShown()).toBe(6)
    act(() => void vi.advanceTimersByTime(1))
    expect(rowsShown()).toBe(3)
    fireEvent.input(screen.getByRole('searchbox', { name: 'Search Members' }), { target: { value: 'nobody' } })
    act(() => void vi.advanceTimersByTime(300))
    expect(screen.getByText('Nothing here')).toBeInTheDocument()
  })
})

const Otp = () => {
  const [v, setV] = useState('')
  return <OtpEntry value={v} onChange={setV} />
}

describe('OTP entry', () => {
  it("refuses letters with 'OTP should contain only numbers'", async () => {
    render(<Otp />)
    await userEvent.setup().type(screen.getByLabelText('OTP'), '12a')
    expect(screen.getByRole('alert')).toHaveTextContent('OTP should contain only numbers')
    expect(screen.getByLabelText('OTP')).toHaveValue('12')
  })

  it("refuses a seventh digit with 'Number of digits exceeded max limit'", async () => {
    render(<Otp />)
    await userEvent.setup().type(screen.getByLabelText('OTP'), '1234567')
    expect(screen.getByRole('alert')).toHaveTextContent('Number of digits exceeded max limit')
    expect(screen.getByLabelText('OTP')).toHaveValue('123456')
  })
})

describe('submit button', () => {
  it('lets the first click through and ignores repeats for 5 seconds', () => {
    vi.useFakeTimers()
    const onClick = vi.fn()
    render(<SubmitButton onClick={onClick}>Submit</SubmitButton>)
    const button = screen.getByRole('button', { name: 'Submit' })
    fireEvent.click(button)
    fireEvent.click(button)
    vi.advanceTimersByTime(4999)
    fireEvent.click(button)
    expect(onClick).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(1)
    fireEvent.click(button)
    expect(onClick).toHaveBeenCalledTimes(2)
  })
})

const ModalHost = () => {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open ? (
        <Modal title="Record BCA" onClose={() => setOpen(false)}>
          <input aria-label="Weight" />
        </Modal>
      ) : null}
    </>
  )
}

describe('modal', () => {
  it('is labelled by its title, takes focus, closes on Esc and gives focus back', async () => {
    const user = userEvent.setup()
    render(<ModalHost />)
    await user.click(screen.getByRole('button', { name: 'Open' }))
    const dialog = screen.getByRole('dialog', { name: 'Record BCA' })
    expect(dialog).toHaveAttribute('aria-modal', 'true')
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus()
    await user.tab()
    expect(within(dialog).getByLabelText('Weight')).toHaveFocus()
    await user.tab()
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus()
  })
})

describe('notification banner', () => {
  it('reports a failure as an alert and can be closed', async () => {
    const onClose = vi.fn()
    render(
      <NotificationBanner kind="failure" onClose={onClose}>
        File upload failed
      </NotificationBanner>,
    )
    expect(screen.getByRole('alert')).toHaveTextContent('File upload failed')
    await userEvent.setup().click(screen.getByRole('button', { name: 'Close' }))
    expect(onClose).toHaveBeenCalled()
  })
})

const Nav = ({ maxDay }: { maxDay?: string }) => {
  const [day, setDay] = useState('2026-11-25')
  return <DayNavigator value={day} onChange={setDay} today="2026-11-25" {...(maxDay === undefined ? {} : { maxDay })} />
}

describe('day navigator', () => {
  it("labels the day 'ddd DD MMM' and steps with the arrows", async () => {
    const user = userEvent.setup()
    render(<Nav />)
    expect(screen.getByRole('button', { name: /Choose a day/ })).toHaveTextContent('Wed 25 Nov')
    await user.click(screen.getByRole('button', { name: 'Previous day' }))
    expect(screen.getByRole('button', { name: /Choose a day/ })).toHaveTextContent('Tue 24 Nov')
  })

  it('goes back to today with the Today button, offers month and year dropdowns', async () => {
    const user = userEvent.setup()
    render(<Nav />)
    await user.click(screen.getByRole('button', { name: 'Previous day' }))
    await user.click(screen.getByRole('button', { name: /Choose a day/ }))
    expect(screen.getByRole('combobox', { name: 'Month' })).toHaveValue('11')
    expect(screen.getByRole('combobox', { name: 'Year' })).toHaveValue('2026')
    await user.click(screen.getByRole('button', { name: 'Today' }))
    expect(screen.getByRole('button', { name: /Choose a day/ })).toHaveTextContent('Wed 25 Nov')
  })

  it('does not go past the last allowed day', () => {
    render(<Nav maxDay="2026-11-25" />)
    expect(screen.getByRole('button', { name: 'Next day' })).toBeDisabled()
  })
})

describe('time and date pickers', () => {
  it('offers times in 30-minute steps, 15 on request', () => {
    const { unmount } = render(<TimePicker label="From" value={undefined} onChange={() => undefined} />)
    expect(within(screen.getByLabelText('From')).getAllByRole('option')).toHaveLength(1 + 48)
    expect(within(screen.getByLabelText('From')).getByRole('option', { name: '7:30 AM' })).toBeInTheDocument()
    unmount()
    render(<TimePicker label="To" value={undefined} onChange={() => undefined} shortSteps />)
    expect(within(screen.getByLabelText('To')).getAllByRole('option')).toHaveLength(1 + 96)
  })

  it('shows the chosen day as dd-MM-yyyy', () => {
    render(<DatePicker label="Start date" value="2026-03-07" onChange={() => undefined} />)
    expect(screen.getByLabelText('Start date')).toHaveValue('07-03-2026')
  })
})

/** Opening through a submit that is disabled while its call runs, a menu that closes, a block drawn again. */
const AwkwardOpeners = () => {
  const [modal, setModal] = useState<'search' | 'menu' | 'row' | undefined>(undefined)
  const [pending, setPending] = useState(false)
  const [menuOpen, setMenuOpen] = useState(false)
  const [generation, setGeneration] = useState(0)
  const close = () => {
    if (modal === 'row') setGeneration((g) => g + 1)
    setModal(undefined)
  }
  return (
    <>
      <button
        type="button"
        disabled={pending}
        onClick={() => {
          setPending(true)
          setTimeout(() => {
            setPending(false)
            setModal('search')
          }, 10)
        }}
      >
        Search
      </button>
      <button type="button" onClick={() => setMenuOpen(true)}>
        Actions
      </button>
      {menuOpen ? (
        <ul>
          <li>
            <button
              type="button"
              onClick={() => {
                setMenuOpen(false)
                setModal('menu')
              }}
            >
              Record BCA
            </button>
          </li>
        </ul>
      ) : null}
      <section aria-label="Rows">
        <div key={generation}>
          <button type="button" onClick={() => setModal('row')}>
            Edit row
          </button>
        </div>
      </section>
      {modal === undefined ? null : (
        <Modal title="A modal" onClose={close}>
          <input aria-label="Field" />
        </Modal>
      )}
    </>
  )
}

describe('modal: focus goes back to what opened it', () => {
  it('after a submit that was disabled while its call ran', async () => {
    const user = userEvent.setup()
    render(<AwkwardOpeners />)
    await user.click(screen.getByRole('button', { name: 'Search' }))
    await screen.findByRole('dialog', { name: 'A modal' })
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.getByRole('button', { name: 'Search' })).toHaveFocus())
  })

  it('after the menu that opened it has closed (to the nearest control where it was)', async () => {
    const user = userEvent.setup()
    render(<AwkwardOpeners />)
    await user.click(screen.getByRole('button', { name: 'Actions' }))
    await user.click(screen.getByRole('button', { name: 'Record BCA' }))
    await user.keyboard('{Escape}')
    await waitFor(() => expect(document.activeElement).not.toBe(document.body))
    expect(screen.getByRole('button', { name: 'Actions' })).toHaveFocus()
  })

  it('after its row was drawn again (the same control)', async () => {
    const user = userEvent.setup()
    render(<AwkwardOpeners />)
    await user.click(screen.getByRole('button', { name: 'Edit row' }))
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit row' })).toHaveFocus())
  })
})

const PickerHost = ({ min, max, inModal = false }: { min?: string; max?: string; inModal?: boolean }) => {
  const [day, setDay] = useState<string | undefined>(undefined)
  const picker = <DatePicker label="Follow-up Date" value={day} onChange={setDay} {...(min === undefined ? {} : { min })} {...(max === undefined ? {} : { max })} />
  const [open, setOpen] = useState(inModal)
  return (
    <>
      <output aria-label="Chosen">{day ?? 'none'}</output>
      {inModal ? (open ? <Modal title="Record Lead" onClose={() => setOpen(false)}>{picker}</Modal> : null) : picker}
    </>
  )
}

describe('date picker: dd-MM-yyyy whatever the browser language', () => {
  it('is a text box, never the browser date input', () => {
    render(<PickerHost />)
    expect(screen.getByLabelText('Follow-up Date')).toHaveAttribute('type', 'text')
    expect(document.querySelector('input[type="date"]')).toBeNull()
  })

  it('reads a typed dd-MM-yyyy day, and says so when the text is no day', async () => {
    const user = userEvent.setup()
    render(<PickerHost />)
    const box = screen.getByLabelText('Follow-up Date')
    await user.type(box, '27-11-2026')
    expect(screen.getByLabelText('Chosen')).toHaveTextContent('2026-11-27')
    await user.clear(box)
    await user.type(box, '11/27/2026')
    await user.tab()
    expect(screen.getByLabelText('Chosen')).toHaveTextContent('none')
    expect(screen.getByRole('alert')).toHaveTextContent('Enter the date as dd-MM-yyyy, e.g. 27-11-2026')
    expect(box).toHaveAttribute('aria-invalid', 'true')
  })

  it('chooses a day from the calendar by keyboard; days outside the range cannot be chosen', async () => {
    const user = userEvent.setup()
    render(<PickerHost min="2030-11-26" max="2030-12-10" />)
    // Only the text box is named by the field's label; the calendar button is described by it.
    expect(screen.getAllByLabelText(/Follow-up Date/)).toHaveLength(1)
    expect(screen.getByText('dd-MM-yyyy · From 26-11-2030 to 10-12-2030')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Open calendar', description: 'Follow-up Date' }))
    const calendar = screen.getByRole('group', { name: 'November 2030', description: 'Follow-up Date' })
    expect(within(calendar).getByRole('button', { name: '25 Nov 2030' })).toBeDisabled()
    // Opens on the first day it may choose (today is before it); the arrows move it, Enter chooses.
    expect(within(calendar).getByRole('button', { name: '26 Nov 2030' })).toHaveFocus()
    await user.keyboard('{ArrowDown}{ArrowRight}')
    expect(within(calendar).getByRole('button', { name: '04 Dec 2030' })).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(screen.getByLabelText('Chosen')).toHaveTextContent('2030-12-04')
    expect(screen.getByLabelText('Follow-up Date')).toHaveValue('04-12-2030')
    expect(screen.getByRole('button', { name: 'Open calendar', description: 'Follow-up Date' })).toHaveFocus()
  })

  it('Esc closes the calendar, not the modal it sits in', async () => {
    const user = userEvent.setup()
    render(<PickerHost inModal />)
    await user.click(screen.getByRole('button', { name: 'Open calendar', description: 'Follow-up Date' }))
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('group', { description: 'Follow-up Date' })).toBeNull()
    expect(screen.getByRole('dialog', { name: 'Record Lead' })).toBeInTheDocument()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})
