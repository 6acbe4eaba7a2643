import type { SellablePack } from '../../core/selling/catalog'
import { formatRupees } from '../../core/shared/money'
import {
  ADD_ONS_LABEL,
  ADD_ON_START_DATE_LABEL,
  APPLY_SPOT_OFFER,
  BENEFITS_LABEL,
  BUY_AS_GROUP,
  CUSTOMER_LABEL,
  EXCHANGE_NOT_APPLICABLE,
  GROUP_BUY_LABEL,
  OFFERS_LABEL,
  PACK_LABEL,
  RECURRING_LINK_BUTTON,
  RECURRING_LINK_VALIDITY,
  SPOT_OFFER_APPLIED_BADGE,
  START_DATE_LABEL,
  TOTAL_PAYABLE,
  UPGRADE_TO_PREMIUM,
  VIEW_TAXES_AND_FEES,
  exchangeDiscountNote,
  groupOfMembers,
} from '../../core/shared/messages'
import { Button } from '../widgets/button'
import { DatePicker } from '../widgets/date-picker'
import { ErrorText, Field } from '../widgets/field'
import { QueryBlock } from '../widgets/query-block'
import type { SaleCustomer } from './use-sale-customer'
import { SaleSummary } from './sale-summary'
import { Check, Muted, PackName, Total } from './sell-pack-styles'
import type { SellPackForm } from './use-sell-pack-form'

/** A section of the Sell Pack form: the form's state and actions, and the id its controls are named from. */
type SectionProps = { readonly form: SellPackForm; readonly id: string }

/** The customer, the pack (a choice when there are several) and the pack's error. */
export const PackSection = ({ form, id, customer, packs }: SectionProps & { readonly customer: SaleCustomer; readonly packs: readonly SellablePack[] }) => (
  <>
    <SaleSummary>
      <div>
        <dt>{CUSTOMER_LABEL}</dt>
        <dd>{customer.name ?? customer.userId}</dd>
      </div>
    </SaleSummary>
    {packs.length > 1 ? (
      <Field>
        <label htmlFor={`${id}-pack`}>{PACK_LABEL}</label>
        <select id={`${id}-pack`} value={form.pack?.id ?? ''} onChange={(e) => form.dispatch({ type: 'packChosen', packId: e.target.value })}>
          {packs.map((x) => (
            <option key={x.id} value={x.id}>
              {x.title}
            </option>
          ))}
        </select>
      </Field>
    ) : (
      <PackName>{form.pack?.title}</PackName>
    )}
    <ErrorText id={`${id}-pack-error`} error={form.errors.pack} />
  </>
)

/** The total payable with its Taxes and fees breakdown, the EMI note and the pack's benefits. */
export const PriceSection = ({ form }: { readonly form: SellPackForm }) => (
  <>
    <QueryBlock query={form.price}>
      {(r) => (
        <Total>
          <span>{TOTAL_PAYABLE}</span>
          <strong data-testid="total-payable">{formatRupees(r.quote.total)}</strong>
          <Button type="button" $variant="secondary" onClick={() => form.dispatch({ type: 'opened', overlay: 'taxes' })}>
            {VIEW_TAXES_AND_FEES}
          </Button>
        </Total>
      )}
    </QueryBlock>
    {form.emi === undefined ? null : <Muted>{form.emi}</Muted>}

    {form.benefits.length === 0 ? null : (
      <section aria-label={BENEFITS_LABEL}>
        <h3>{BENEFITS_LABEL}</h3>
        <ul>
          {form.benefits.map((b) => (
            <li key={b.name}>{b.displayTitle}</li>
          ))}
        </ul>
      </section>
    )}
  </>
)

/** The pack's offers, a spot offer granted on the spot; the group buy; the upgrade-to-premium exchange. */
export const OffersSection = ({ form, upgrade }: { readonly form: SellPackForm; readonly upgrade: boolean }) => {
  const { pack, state, grantSpot } = form
  return (
    <>
      {pack === undefined || pack.offers.length === 0 ? null : (
        <section aria-label={OFFERS_LABEL}>
          <h3>{OFFERS_LABEL}</h3>
          <ul>
            {pack.offers.map((o) => (
              <li key={o.offerId}>
                {o.uiLabels?.description ?? o.offerId}{' '}
                {!o.isSpotOffer ? null : form.esoOfferIds.includes(o.offerId) ? (
                  <strong>{SPOT_OFFER_APPLIED_BADGE}</strong>
                ) : (
                  <Button type="button" $variant="secondary" disabled={grantSpot.isPending} onClick={() => grantSpot.mutate(o.offerId)} aria-label={`${APPLY_SPOT_OFFER}: ${o.uiLabels?.description ?? o.offerId}`}>
                    {APPLY_SPOT_OFFER}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}

      {form.hasGroupOffer ? (
        <section aria-label={GROUP_BUY_LABEL}>
          <h3>{GROUP_BUY_LABEL}</h3>
          {state.group === undefined ? null : (
            <>
              <p>{groupOfMembers(state.group.length)}</p>
              <ul>
                {state.group.map((m) => (
                  <li key={m.userId}>
                    {m.name ?? m.userId} ({m.phone})
                  </li>
                ))}
              </ul>
            </>
          )}
          <Button type="button" $variant="secondary" disabled={form.startWindow.data === undefined} onClick={() => form.dispatch({ type: 'opened', overlay: 'group' })}>
            {BUY_AS_GROUP}
          </Button>
        </section>
      ) : null}

      {!upgrade ? null : (
        <QueryBlock query={form.exchange}>
          {(ex) => (
            <div>
              <Check>
                <input type="checkbox" checked={form.upgrading} disabled={ex?.isValidExchange !== true} onChange={(e) => form.dispatch({ type: 'upgradeToggled', on: e.target.checked })} />
                {UPGRADE_TO_PREMIUM}
              </Check>
              {ex === null ? (
                <Muted>{EXCHANGE_NOT_APPLICABLE}</Muted>
              ) : ex.isValidExchange ? (
                <Muted>{exchangeDiscountNote(formatRupees(ex.discountValue))}</Muted>
              ) : (
                <Muted>{ex.invalidReason ?? EXCHANGE_NOT_APPLICABLE}</Muted>
              )}
            </div>
          )}
        </QueryBlock>
      )}
    </>
  )
}

/** The start date within its window (an add-on's own label), and its error. */
export const StartDateSection = ({ form, id, addOn }: SectionProps & { readonly addOn: boolean }) => (
  <>
    <QueryBlock query={form.startWindow}>
      {(w) => (
        <DatePicker
          label={addOn ? ADD_ON_START_DATE_LABEL : START_DATE_LABEL}
          value={form.chosenDay}
          onChange={(day) => form.dispatch({ type: 'dayChosen', day })}
          min={w.firstDay}
          max={w.lastDay}
          required
        />
      )}
    </QueryBlock>
    <ErrorText id={`${id}-startDate-error`} error={form.errors.startDate} />
  </>
)

/** The add-ons offered with the pack (none listed, nothing shown). */
export const AddOnsSection = ({ form }: { readonly form: SellPackForm }) => (
  <QueryBlock query={form.addOns}>
    {(list) =>
      list.length === 0 ? null : (
        <fieldset>
          <legend>{ADD_ONS_LABEL}</legend>
          {list.map((a) => (
            <Check key={a.id}>
              <input type="checkbox" checked={form.state.addOnIds.includes(a.id)} onChange={(e) => form.dispatch({ type: 'addOnToggled', id: a.id, on: e.target.checked })} />
              {a.product.title} ({formatRupees(a.price.listingPrice)})
            </Check>
          ))}
        </fieldset>
      )
    }
  </QueryBlock>
)

/** A recurring pack's payment link: send it, then show it. */
export const RecurringLinkSection = ({ form }: { readonly form: SellPackForm }) => (
  <div>
    <Button type="button" $variant="secondary" disabled={form.sendLink.isPending} onClick={() => form.sendLink.mutate(undefined)}>
      {RECURRING_LINK_BUTTON}
    </Button>
    <Muted>{RECURRING_LINK_VALIDITY}</Muted>
    {form.state.link === undefined ? null : (
      <p>
        <a href={form.state.link} target="_blank" rel="noreferrer">
          {form.state.link}
        </a>
      </p>
    )}
  </div>
)
