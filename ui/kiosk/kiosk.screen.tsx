import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react'
import styled from 'styled-components'
import { KIOSK_RESET_SECONDS } from '../../core/access/kiosk-session.rule'
import { phoneTyping } from '../../core/shared/phone.rule'
import { INVALID_OTP, KIOSK_INVALID_OTP, KIOSK_SCAN_HINT, SCAN_CHECKING } from '../../core/shared/messages'
import { KIOSK_CHECK_IN, KIOSK_ENJOY, KIOSK_OTP_LABEL, KIOSK_PHONE_HINT, KIOSK_PHONE_LABEL, KIOSK_SEND_OTP, KIOSK_START_AGAIN, kioskOtpSentTo, kioskResetsIn, kioskWelcome } from '../../core/access/messages-kiosk'
import { useUseCase } from '../app/use-cases.context'
import { useOperationsDesk } from '../operations/use-operations-desk'
import { useCurrentRoute } from '../shell/current-route.context'
import { theme } from '../theme/theme'
import { Button } from '../widgets/button'
import { ErrorText } from '../widgets/field'
import { useFormMutation } from '../widgets/use-form-mutation'
import { useScanBurst } from '../check-ins/use-scan-burst'

type Step =
  | { readonly kind: 'phone' }
  | { readonly kind: 'otp'; readonly phone: string }
  | { readonly kind: 'checking' }
  | { readonly kind: 'welcome'; readonly firstName: string }
  | { readonly kind: 'refused'; readonly message: string }

/**
 * The self check-in kiosk (/kiosk): a tablet at the entrance. A member types their phone, gets a
 * code by SMS, types it and is checked in. The screen shows only their first name and a welcome,
 * or the reason they cannot check in that a member may read ('Please see the front desk'), then
 * is ready for the next member after 10 seconds. A kiosk session sees no other screen (the shell).
 * A member with a pass or card scans it instead: the scanner's burst checks them in with no typing.
 */
export default function KioskScreen() {
  const { centre } = useOperationsDesk()
  const { route } = useCurrentRoute()
  const [step, setStep] = useState<Step>({ kind: 'phone' })
  const reset = () => setStep({ kind: 'phone' })
  return (
    <Frame aria-labelledby="kiosk-title">
      <Panel>
        <Title id="kiosk-title">{route.title}</Title>
        {centre === undefined ? null : <Centre>{centre.name}</Centre>}
        {centre !== undefined && (step.kind === 'phone' || step.kind === 'otp') ? <PassScanner centerId={centre.id} onStep={setStep} /> : null}
        {step.kind === 'checking' ? <p role="status">{SCAN_CHECKING}</p> : null}
        {step.kind === 'phone' ? <PhoneStep centerId={centre?.id ?? 0} onSent={(phone) => setStep({ kind: 'otp', phone })} onRefused={(message) => setStep({ kind: 'refused', message })} /> : null}
        {step.kind === 'otp' ? (
          <OtpStep
            centerId={centre?.id ?? 0}
            phone={step.phone}
            onDone={(firstName) => setStep({ kind: 'welcome', firstName })}
            onRefused={(message) => setStep({ kind: 'refused', message })}
            onStartAgain={reset}
          />
        ) : null}
        {step.kind === 'welcome' ? (
          <Outcome onReset={reset} tone="welcome">
            <Big>{kioskWelcome(step.firstName)}</Big>
            <p>{KIOSK_ENJOY}</p>
          </Outcome>
        ) : null}
        {step.kind === 'refused' ? (
          <Outcome onReset={reset} tone="refused">
            <Big>{step.message}</Big>
          </Outcome>
        ) : null}
      </Panel>
    </Frame>
  )
}

/** Listens for a scanned member pass or card while the kiosk waits for a member, and says so. */
const PassScanner = ({ centerId, onStep }: { centerId: number; onStep: (s: Step) => void }) => {
  const checkInByPass = useUseCase('kioskCheckInByPass')
  const onScan = useCallback(
    (code: string) => {
      onStep({ kind: 'checking' })
      void checkInByPass({ centerId, code })().then((r) => onStep(r._tag === 'Right' ? { kind: 'welcome', firstName: r.right.firstName } : { kind: 'refused', message: r.left.message }))
    },
    [checkInByPass, centerId, onStep],
  )
  useScanBurst(onScan, { inFields: true })
  return <Hint>{KIOSK_SCAN_HINT}</Hint>
}

const PhoneStep = ({ centerId, onSent, onRefused }: { centerId: number; onSent: (phone: string) => void; onRefused: (message: string) => void }) => {
  const [phone, setPhone] = useState('')
  const { mutation, errors, attempt } = useFormMutation(useUseCase('sendKioskOtp'), { onSuccess: (r) => onSent(r.phone), onError: (message) => onRefused(message) })
  return (
    <Form
      key={attempt}
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        mutation.mutate({ centerId, draft: { phone } })
      }}
    >
      <label htmlFor="kiosk-phone">{KIOSK_PHONE_LABEL}</label>
      <Hint id="kiosk-phone-hint">{KIOSK_PHONE_HINT}</Hint>
      <BigInput
        id="kiosk-phone"
        inputMode="tel"
        autoComplete="off"
        autoFocus
        value={phone}
        aria-describedby={errors.phone === undefined ? 'kiosk-phone-hint' : 'kiosk-phone-hint kiosk-phone-error'}
        aria-invalid={errors.phone !== undefined}
        onChange={(e) => setPhone((p) => phoneTyping(p, e.target.value))}
      />
      <ErrorText id="kiosk-phone-error" error={errors.phone} />
      <BigButton type="submit" disabled={mutation.isPending}>
        {KIOSK_SEND_OTP}
      </BigButton>
    </Form>
  )
}

const OtpStep = ({
  centerId,
  phone,
  onDone,
  onRefused,
  onStartAgain,
}: {
  centerId: number
  phone: string
  onDone: (firstName: string) => void
  onRefused: (message: string) => void
  onStartAgain: () => void
}) => {
  const [otp, setOtp] = useState('')
  const [wrong, setWrong] = useState(false)
  const { mutation, errors } = useFormMutation(useUseCase('kioskCheckIn'), {
    onSuccess: (r) => onDone(r.firstName),
    onError: (message) => {
      // A wrong code may be typed again; anything else ends this member's turn with its reason.
      if (message === INVALID_OTP) {
        setWrong(true)
        setOtp('')
      } else onRefused(message)
    },
  })
  const otpError = errors.otp ?? (wrong ? KIOSK_INVALID_OTP : undefined)
  return (
    <Form
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        setWrong(false)
        mutation.mutate({ centerId, draft: { phone, otp } })
      }}
    >
      <p role="status">{kioskOtpSentTo(phone.slice(-4))}</p>
      <label htmlFor="kiosk-otp">{KIOSK_OTP_LABEL}</label>
      <BigInput
        id="kiosk-otp"
        inputMode="numeric"
        autoComplete="one-time-code"
        autoFocus
        maxLength={6}
        value={otp}
        aria-invalid={otpError !== undefined}
        aria-describedby={otpError === undefined ? undefined : 'kiosk-otp-error'}
        onChange={(e) => setOtp(e.target.value.replace(/\D/g, '').slice(0, 6))}
      />
      <ErrorText id="kiosk-otp-error" error={otpError} />
      <BigButton type="submit" disabled={mutation.isPending}>
        {KIOSK_CHECK_IN}
      </BigButton>
      <Button type="button" $variant="secondary" onClick={onStartAgain}>
        {KIOSK_START_AGAIN}
      </Button>
    </Form>
  )
}

/** A welcome or a refusal, read out once, then the kiosk is ready for the next member. */
const Outcome = ({ tone, onReset, children }: { tone: 'welcome' | 'refused'; onReset: () => void; children: ReactNode }) => {
  const [left, setLeft] = useState(KIOSK_RESET_SECONDS)
  const resetRef = useRef(onReset)
  useEffect(() => {
    resetRef.current = onReset
  }, [onReset])
  useEffect(() => {
    const started = performance.now()
    const tick = setInterval(() => {
      const remaining = KIOSK_RESET_SECONDS - Math.floor((performance.now() - started) / 1000)
      if (remaining <= 0) {
        clearInterval(tick)
        resetRef.current()
      } else setLeft(remaining)
    }, 250)
    return () => clearInterval(tick)
  }, [])
  return (
    <Result role="status" data-tone={tone}>
      {children}
      <Countdown>{kioskResetsIn(left)}</Countdown>
      <Button type="button" $variant="secondary" onClick={onReset}>
        {KIOSK_START_AGAIN}
      </Button>
    </Result>
  )
}

const Frame = styled.section`
  min-height: 100vh;
  display: grid;
  place-items: center;
  padding: 24px 16px;
  background: ${theme.color.bg};
`
const Panel = styled.div`
  width: min(560px, 100%);
  background: ${theme.color.surface};
  border: 1px solid ${theme.color.border};
  border-radius: 16px;
  box-shadow: ${theme.shadow};
  padding: 28px 24px;
  display: grid;
  gap: 16px;
  text-align: center;
`
const Title = styled.h1`
  margin: 0;
  font-size: 30px;
`
const Centre = styled.p`
  margin: 0;
  color: ${theme.color.muted};
`
const Form = styled.form`
  display: grid;
  gap: 12px;
  label {
    font-weight: 650;
    font-size: 20px;
  }
  p {
    margin: 0;
  }
`
const Hint = styled.p`
  color: ${theme.color.muted};
`
const BigInput = styled.input`
  font: inherit;
  font-size: 28px;
  letter-spacing: 0.08em;
  text-align: center;
  padding: 12px;
  border: 2px solid ${theme.color.control};
  border-radius: 12px;
  width: 100%;
  box-sizing: border-box;
  &:focus {
    outline: 3px solid ${theme.color.focus};
    outline-offset: 2px;
  }
`
const BigButton = styled(Button)`
  font-size: 20px;
  padding: 14px 18px;
  min-height: 56px;
`
const Result = styled.div`
  display: grid;
  gap: 12px;
  p {
    margin: 0;
  }
`
const Big = styled.p`
  font-size: 28px;
  font-weight: 700;
  [data-tone='refused'] & {
    color: ${theme.color.danger};
  }
`
const Countdown = styled.p`
  color: ${theme.color.muted};
`
