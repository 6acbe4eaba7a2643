import { act, fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import Papa from 'papaparse'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ReportRow } from '../../core/reports/report'
import { REPORT_COLUMNS } from '../../core/reports/report-columns'
import { ReportTable, reportCsv } from '../../ui/widgets/report-table'

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

const columns = REPORT_COLUMNS.cashSales
const members = ['Asha Rao', 'Ravi Kumar', 'Meera Iyer', 'ravi shankar']
const sales = (n: number): ReportRow[] =>
  Array.from({ length: n }, (_, i) => ({
    day: `2026-11-${String(1 + (i % 28)).padStart(2, '0')}`,
    time: '9:05 AM',
    order: `ORD-${String(i + 1).padStart(3, '0')}`,
    member: members[i % members.length] ?? '',
    pack: 'gymfit ELITE 1 month',
    soldBy: 'Asha Rao',
    amount: (1_000 + i * 10) * 100,
  }))
const bodyRows = () => within(screen.getAllByRole('rowgroup')[1] as HTMLElement).getAllByRole('row')
const orders = () => bodyRows().map((r) => within(r).getAllByRole('cell')[2]?.textContent)

describe('report table', () => {
  it("says 'Nothing here' for a report without rows", () => {
    render(<ReportTable caption="Cash Sales" columns={columns} rows={[]} fileName="x.csv" />)
    expect(screen.getByText('Nothing here')).toBeInTheDocument()
  })

  it("pages 25 rows at a time with 'current / total'", async () => {
    const user = userEvent.setup()
    render(<ReportTable caption="Cash Sales" columns={columns} rows={sales(60)} fileName="x.csv" />)
    expect(bodyRows()).toHaveLength(25)
    expect(screen.getByText('1 / 3')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Next page' }))
    await user.click(screen.getByRole('button', { name: 'Next page' }))
    expect(screen.getByText('3 / 3')).toBeInTheDocument()
    expect(bodyRows()).toHaveLength(10)
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled()
  })

  it('sorts by a column when its header is pressed, ascending then descending, and says so', async () => {
    const user = userEvent.setup()
    render(<ReportTable caption="Cash Sales" columns={columns} rows={sales(5)} fileName="x.csv" />)
    const amount = screen.getByRole('columnheader', { name: /Amount/ })
    expect(amount).toHaveAttribute('aria-sort', 'none')
    await user.click(within(amount).getByRole('button'))
    expect(amount).toHaveAttribute('aria-sort', 'ascending')
    expect(orders()).toEqual(['ORD-001', 'ORD-002', 'ORD-003', 'ORD-004', 'ORD-005'])
    await user.click(within(amount).getByRole('button'))
    expect(amount).toHaveAttribute('aria-sort', 'descending')
    expect(orders()).toEqual(['ORD-005', 'ORD-004', 'ORD-003', 'ORD-002', 'ORD-001'])
  })

  it('searches case-insensitively after 300 ms of quiet, and totals only the rows found', () => {
    vi.useFakeTimers()
    render(<ReportTable caption="Cash Sales" columns={columns} rows={sales(8)} fileName="x.csv" />)
    fireEvent.input(screen.getByRole('searchbox', { name: 'Search Cash Sales' }), { target: { value: 'RAVI' } })
    act(() => void vi.advanceTimersByTime(299))
    expect(bodyRows()).toHaveLength(8)
    act(() => void vi.advanceTimersByTime(1))
    expect(bodyRows()).toHaveLength(4)
    expect(screen.getByText('4 of 8 rows')).toBeInTheDocument()
    const total = within(screen.getAllByRole('rowgroup')[2] as HTMLElement).getAllByRole('cell').at(-1)
    expect(total).toHaveTextContent('₹4,160.00') // 1,010 + 1,030 + 1,050 + 1,070 rupees
  })

  it('exports exactly the rows the table shows (searched and sorted, every page) as CSV', async () => {
    const user = userEvent.setup()
    const made: Blob[] = []
    vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => {
      made.push(b as Blob)
      return 'blob:report'
    })
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined)
    render(<ReportTable caption="Cash Sales" columns={columns} rows={sales(40)} fileName="cash-sales.csv" />)
    await user.type(screen.getByRole('searchbox', { name: 'Search Cash Sales' }), 'ravi')
    await screen.findByText('20 of 40 rows')
    await user.click(within(screen.getByRole('columnheader', { name: /Amount/ })).getByRole('button'))
    await user.click(within(screen.getByRole('columnheader', { name: /Amount/ })).getByRole('button'))
    await user.click(screen.getByRole('button', { name: 'Export CSV' }))
    const parsed = Papa.parse<string[]>((await made[0]?.text()) ?? '', { skipEmptyLines: true }).data
    expect(parsed[0]).toEqual(columns.map((c) => c.label))
    expect(parsed).toHaveLength(21)
    expect(parsed.slice(1).map((r) => r[2])).toEqual(
      sales(40)
        .filter((s) => String(s.member).toLowerCase().includes('ravi'))
        .sort((a, b) => (b.amount as number) - (a.amount as number))
        .map((s) => s.order),
    )
    expect(parsed[1]?.[6]).toBe('1390.00')
  })

  it('writes money in rupees with two decimals and quotes what needs it', () => {
    const csv = reportCsv(columns, [{ ...sales(1)[0], pack: 'Pack, with "quotes"' } as ReportRow])
    expect(csv.split('\r\n')[1]).toBe('2026-11-01,9:05 AM,ORD-001,Asha Rao,"Pack, with ""quotes""",Asha Rao,1000.00')
  })
})
