import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import * as TE from 'fp-ts/TaskEither'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import type { UseCases } from '../../core/use-cases'
import { INVALID_OTP, OTP_LABEL, OTP_SENT, SEND_OTP, VERIFY, VERIFY_OTP } from '../../core/shared/messages'
import { PortalQueryProvider } from '../../ui/app/query-client'
import { UseCasesProvider } from '../../ui/app/use-cases.context'
import { ToastProvider } from '../../ui/feedback/toast'
import { OtpModal } from '../../ui/profile/otp-modal'
import { SaleOtpModal, useSaleOtpStep } from '../../ui/selling/use-sale-otp-step'
import { Modal } from '../../ui/widgets/modal'
import { OtpEntry } from '../../ui/widgets/otp-entry'
import { SubmitButton } from '../../ui/widgets/submit-button'

/*
 * Every OTP modal after 'Invalid OTP': the desk corrects the code and presses Verify at once (well
 * inside the 5-second repeat-click guard). The corrected code is sent; the guard still drops a
 * second press of the same code.
 */
const RIGHT = '123456'
const WRONG = '111111'

const withUseCases = (useCases: Partial<UseCases>, ui: React.ReactNode) =>
  render(
    <UseCasesProvider useCases={useCases as UseCases}>
      <PortalQueryProvider>
        <ToastProvider>{ui}</ToastProvider>
      </PortalQueryProvider>
    </UseCasesProvider>,
  )

/** Replaces the OTP field's code with `code`. */
const retype = async (label: string | RegExp, code: string) => {
  const field = screen.getByLabelText(label)
  await userEvent.clear(field)
  await userEvent.type(field, code)
}

describe('a corrected OTP is sent at once in every OTP modal', () => {
  it('OTP verification of the profile (check-in, Record Pitch): the right code after Invalid OTP verifies', async () => {
    const verified = vi.fn()
    const verifyOtp = vi.fn((_t: unknown, otp: string) => (otp === RIGHT ? TE.right(undefined) : TE.left({ _tag: 'InvalidOtp' as const, message: INVALID_OTP })))
    withUseCases(
      { sendOtp: () => TE.right(OTP_SENT), verifyOtp } as unknown as Partial<UseCases>,
      <OtpModal phone="9876543210" context="RECORD_PITCH" onVerified={verified} onClose={vi.fn()} />,
    )
    await userEvent.click(screen.getByRole('button', { name: SEND_OTP }))
    await retype('OTP', WRONG)
    await userEvent.click(screen.getByRole('button', { name: VERIFY }))
    expect(await screen.findByText(INVALID_OTP)).toBeInTheDocument()
    await retype('OTP', RIGHT)
    await userEvent.click(screen.getByRole('button', { name: VERIFY }))
    await waitFor(() => expect(verified).toHaveBeenCalledTimes(1))
    expect(verifyOtp.mock.calls.map((c) => c[1])).toEqual([WRONG, RIGHT])
  })

  it('OTP verification of a sale (cash OTP of every sell screen): the right code after Invalid OTP is sent', async () => {
    const sent: string[] = []
    const Harness = () => {
      const step = useSaleOtpStep()
      const [opened, setOpened] = useState(false)
      if (!opened) {
        return (
          <button type="button" onClick={() => (step.failed({ _tag: 'OtpSent', message: OTP_SENT }), setOpened(true))}>
            start
          </button>
        )
      }
      return step.open ? (
        <SaleOtpModal
          step={step}
          pending={false}
          onVerify={(code) => {
            sent.push(code)
            if (code !== RIGHT) step.failed({ _tag: 'InvalidOtp', message: INVALID_OTP })
          }}
        />
      ) : null
    }
    withUseCases({}, <Harness />)
    await userEvent.click(screen.getByRole('button', { name: 'start' }))
    await retype(OTP_LABEL, WRONG)
    await userEvent.click(screen.getByRole('button', { name: VERIFY_OTP }))
    expect(await screen.findByText(INVALID_OTP)).toBeInTheDocument()
    await retype(OTP_LABEL, RIGHT)
    await userEvent.click(screen.getByRole('button', { name: VERIFY_OTP }))
    expect(sent).toEqual([WRONG, RIGHT])
  })

  it('the PT price-drop OTP shape (a guarded Verify in the modal footer, outside any form): editing ends the guard, a repeat press of the same code is still dropped', async () => {
    const sent: string[] = []
    const Harness = () => {
      const [code, setCode] = useState('')
      return (
        <Modal title="OTP verification" onClose={vi.fn()} footer={<SubmitButton type="button" onClick={() => sent.push(code)}>{VERIFY_OTP}</SubmitButton>}>
          <OtpEntry label="OTP" value={code} onChange={setCode} />
        </Modal>
      )
    }
    withUseCases({}, <Harness />)
    await retype('OTP', WRONG)
    await userEvent.click(screen.getByRole('button', { name: VERIFY_OTP }))
    await userEvent.click(screen.getByRole('button', { name: VERIFY_OTP }))
    expect(sent).toEqual([WRONG])
    await retype('OTP', RIGHT)
    await userEvent.click(screen.getByRole('button', { name: VERIFY_OTP }))
    await userEvent.click(screen.getByRole('button', { name: VERIFY_OTP }))
    expect(sent).toEqual([WRONG, RIGHT])
  })
})
