import { CARD_MACHINE_MODE, CASH_COLLECTED_LABEL, CASH_MODE, CHOOSE_TERMINAL, PAYMENT_MODE_LABEL, TERMINAL_LABEL } from '../../core/shared/messages'
import { ErrorText, Field } from '../widgets/field'
import { Check } from './sell-pack-styles'
import type { SellPackForm } from './use-sell-pack-form'

/**
 * How the customer pays (part 2 §5): the card machine (not for a sale of nothing) or cash where the
 * rules allow it; then the terminal for the card machine, or the cash collected; each with its error.
 */
export const PaymentSection = ({ form, id, cashAllowed }: { readonly form: SellPackForm; readonly id: string; readonly cashAllowed: boolean }) => {
  const { state, errors, dispatch } = form
  return (
    <>
      <fieldset>
        <legend>{PAYMENT_MODE_LABEL}</legend>
        <Check>
          <input
            type="radio"
            name={`${id}-mode`}
            checked={state.mode === 'DIGITAL'}
            disabled={form.total !== undefined && form.total <= 0}
            onChange={() => dispatch({ type: 'modeChosen', mode: 'DIGITAL' })}
          />
          {CARD_MACHINE_MODE}
        </Check>
        {cashAllowed ? (
          <Check>
            <input type="radio" name={`${id}-mode`} checked={state.mode === 'CASH'} onChange={() => dispatch({ type: 'modeChosen', mode: 'CASH' })} />
            {CASH_MODE}
          </Check>
        ) : null}
      </fieldset>
      <ErrorText id={`${id}-paymentMode-error`} error={errors.paymentMode} />

      {state.mode === 'DIGITAL' ? (
        <Field>
          <label htmlFor={`${id}-tid`}>{TERMINAL_LABEL}</label>
          <select
            id={`${id}-tid`}
            value={form.tid}
            onChange={(e) => dispatch({ type: 'terminalChosen', terminalId: e.target.value })}
            aria-invalid={errors.terminalId !== undefined}
            aria-describedby={errors.terminalId === undefined ? undefined : `${id}-terminalId-error`}
          >
            <option value="">{CHOOSE_TERMINAL}</option>
            {form.machines.map((m) => (
              <option key={m.cardMachineTid} value={m.cardMachineTid}>
                {m.cardMachineTid}
              </option>
            ))}
          </select>
          <ErrorText id={`${id}-terminalId-error`} error={errors.terminalId} />
        </Field>
      ) : (
        <Field>
          <label htmlFor={`${id}-cash`}>{CASH_COLLECTED_LABEL}</label>
          <input
            id={`${id}-cash`}
            inputMode="decimal"
            value={state.cash}
            onChange={(e) => dispatch({ type: 'cashTyped', text: e.target.value })}
            aria-invalid={errors.cashCollected !== undefined}
            aria-describedby={errors.cashCollected === undefined ? undefined : `${id}-cashCollected-error`}
          />
          <ErrorText id={`${id}-cashCollected-error`} error={errors.cashCollected} />
        </Field>
      )}
    </>
  )
}
