import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createInMemoryReporter } from '../../adapters/reporting/in-memory-reporter'
import { FatalErrorBoundary } from '../../ui/feedback/error-boundary'
import { ToastProvider, ToastsFollowNavigation, useToast } from '../../ui/feedback/toast'
import { rejected } from '../../core/shared/errors'

afterEach(() => vi.useRealTimers())

const Buttons = () => {
  const toast = useToast()
  return (
    <>
      <button type="button" onClick={() => toast.success()}>
        ok
      </button>
      <button type="button" onClick={() => toast.error()}>
        fail
      </button>
      <button type="button" onClick={() => toast.error(rejected('Invalid OTP'))}>
        server
      </button>
    </>
  )
}

describe('toasts', () => {
  it("shows 'Success' by default for 4 seconds", () => {
    vi.useFakeTimers()
    render(
      <ToastProvider>
        <Buttons />
      </ToastProvider>,
    )
    fireEvent.click(screen.getByRole('button', { name: 'ok' }))
    expect(screen.getByRole('status')).toHaveTextContent('Success')
    act(() => void vi.advanceTimersByTime(3999))
    expect(screen.queryByRole('status')).not.toBeNull()
    act(() => void vi.advanceTimersByTime(1))
    expect(screen.queryByRole('status')).toBeNull()
  })

  it("shows 'Something went wrong!' by default and the server's message when there is one", () => {
    render(
      <ToastProvider>
        <Buttons />
      </ToastProvider>,
    )
    fireEvent.click(screen.getByRole('button', { name: 'fail' }))
    fireEvent.click(screen.getByRole('button', { name: 'server' }))
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([
      expect.stringContaining('Something went wrong!'),
      expect.stringContaining('Invalid OTP'),
    ])
  })
})

describe('toasts leave', () => {
  it('an error toast also leaves after 4 seconds, and a new toast does not hold an older one', () => {
    vi.useFakeTimers()
    render(
      <ToastProvider>
        <Buttons />
      </ToastProvider>,
    )
    fireEvent.click(screen.getByRole('button', { name: 'server' }))
    act(() => void vi.advanceTimersByTime(3000))
    fireEvent.click(screen.getByRole('button', { name: 'ok' }))
    act(() => void vi.advanceTimersByTime(1000))
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.getByRole('status')).toHaveTextContent('Success')
    act(() => void vi.advanceTimersByTime(3000))
    expect(screen.queryByRole('status')).toBeNull()
  })

  it('stays while the pointer is on it, then leaves 4 seconds after', () => {
    vi.useFakeTimers()
    render(
      <ToastProvider>
        <Buttons />
      </ToastProvider>,
    )
    fireEvent.click(screen.getByRole('button', { name: 'fail' }))
    fireEvent.mouseEnter(screen.getByRole('alert'))
    act(() => void vi.advanceTimersByTime(10_000))
    expect(screen.getByRole('alert')).toBeInTheDocument()
    fireEvent.mouseLeave(screen.getByRole('alert'))
    act(() => void vi.advanceTimersByTime(4000))
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it("error toasts go when the page changes; success toasts keep their 4 seconds", () => {
    const Page = ({ path }: { path: string }) => (
      <ToastProvider>
        <ToastsFollowNavigation pathname={path} />
        <Buttons />
      </ToastProvider>
    )
    const { rerender } = render(<Page path="/checkin" />)
    fireEvent.click(screen.getByRole('button', { name: 'fail' }))
    fireEvent.click(screen.getByRole('button', { name: 'ok' }))
    rerender(<Page path="/checkin" />)
    expect(screen.getByRole('alert')).toBeInTheDocument()
    rerender(<Page path="/user" />)
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.getByRole('status')).toHaveTextContent('Success')
  })
})

const Boom = (): never => {
  throw new Error('render failed for 9800000001')
}

describe('fatal error screen', () => {
  it('reports the crash, says it was reported, and refreshes back to the root', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const reporter = createInMemoryReporter()
    const onRefresh = vi.fn()
    render(
      <FatalErrorBoundary report={reporter.report} onRefresh={onRefresh}>
        <Boom />
      </FatalErrorBoundary>,
    )
    expect(screen.getByRole('heading', { name: 'Nothing to worry! The error has been reported' })).toBeInTheDocument()
    expect(reporter.reports.map((r) => r.message)).toEqual(['render failed for [phone]'])
    fireEvent.click(screen.getByRole('button', { name: 'Refresh Screen' }))
    expect(onRefresh).toHaveBeenCalled()
    vi.restoreAllMocks()
  })
})
