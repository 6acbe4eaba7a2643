import qrcode from 'qrcode-generator'
import * as TE from 'fp-ts/TaskEither'
import styled, { createGlobalStyle } from 'styled-components'
import type { MemberCard } from '../../core/check-in/member-pass-desk.port'
import { cardNumberForPrint } from '../../core/check-in/member-pass.rule'
import {
  MEMBER_CARD_ISSUE,
  MEMBER_CARD_NONE,
  MEMBER_CARD_NUMBER_LABEL,
  MEMBER_CARD_PRINT,
  MEMBER_CARD_REPLACE,
  MEMBER_CARD_REVOKE,
  MEMBER_CARD_TITLE,
  memberCardCodeAlt,
  memberCardRevokedOn,
} from '../../core/shared/messages'
import { useUseCase } from '../app/use-cases.context'
import { useUseCaseMutation, useUseCaseQuery } from '../app/use-use-case-query'
import { useToast } from '../feedback/toast'
import { theme } from '../theme/theme'
import { centreDate } from '../widgets/centre-format'
import { QueryBlock } from '../widgets/query-block'
import { Block, Muted, SmallButton } from './profile-styles'

const cardKey = (customerId: string) => ['profile', customerId, 'member-card'] as const

/** The card's QR code as an image (qrcode-generator; a GIF data URL, which the page's CSP allows). */
const cardImage = (code: string): string => {
  const qr = qrcode(0, 'M')
  qr.addData(code, 'Byte')
  qr.make()
  return qr.createDataURL(5, 20)
}

/** Printing the page prints only the card. */
const PrintOnlyTheCard = createGlobalStyle`
  @media print {
    body * { visibility: hidden; }
    [data-print-card], [data-print-card] * { visibility: visible; }
    [data-print-card] { position: absolute; left: 0; top: 0; }
  }
`

/**
 * The member's printed card (for a member without a phone): its number and QR code, which a desk
 * scanner or camera reads like the pass; issue one, print it, issue a new one (the old one stops
 * working) or revoke it. Loaded with its first use, its QR library with it.
 */
export const MemberCardBlock = ({ customerId }: { readonly customerId: string }) => {
  const memberCard = useUseCase('memberCard')
  const issue = useUseCase('issueMemberCard')
  const revoke = useUseCase('revokeMemberCard')
  const toast = useToast()
  const card = useUseCaseQuery(cardKey(customerId), () => TE.map((c: MemberCard | undefined) => c ?? null)(memberCard(customerId)))
  const options = {
    invalidates: () => [cardKey(customerId)],
    onSuccess: (r: { message: string }) => toast.success(r.message),
    onError: (_f: unknown, e: Error) => toast.error(e),
  }
  const issuing = useUseCaseMutation(() => issue(customerId), options)
  const revoking = useUseCaseMutation(() => revoke(customerId), options)
  const busy = issuing.isPending || revoking.isPending
  const active = card.data !== undefined && card.data !== null && card.data.revokedAt === undefined ? card.data : undefined

  return (
    <Block
      id="profile-member-card"
      title={MEMBER_CARD_TITLE}
      actions={
        <>
          {active === undefined ? null : (
            <>
              <SmallButton type="button" onClick={() => window.print()}>
                {MEMBER_CARD_PRINT}
              </SmallButton>
              <SmallButton type="button" disabled={busy} onClick={() => revoking.mutate(undefined)}>
                {MEMBER_CARD_REVOKE}
              </SmallButton>
            </>
          )}
          <SmallButton type="button" disabled={busy || card.data === undefined} onClick={() => issuing.mutate(undefined)}>
            {active === undefined ? MEMBER_CARD_ISSUE : MEMBER_CARD_REPLACE}
          </SmallButton>
        </>
      }
    >
      <QueryBlock query={card}>
        {(c) =>
          c === null ? (
            <Muted>{MEMBER_CARD_NONE}</Muted>
          ) : c.revokedAt !== undefined ? (
            <Muted>{memberCardRevokedOn(cardNumberForPrint(c.cardNumber), centreDate(c.revokedAt))}</Muted>
          ) : (
            <Printable data-print-card="">
              <PrintOnlyTheCard />
              <img src={cardImage(c.code)} alt={memberCardCodeAlt(cardNumberForPrint(c.cardNumber))} width={200} height={200} />
              <div>
                <Label>{MEMBER_CARD_NUMBER_LABEL}</Label>
                <Number data-card-code={c.code}>{cardNumberForPrint(c.cardNumber)}</Number>
              </div>
            </Printable>
          )
        }
      </QueryBlock>
    </Block>
  )
}

const Printable = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px 18px;
  img {
    width: 160px;
    height: 160px;
    image-rendering: pixelated;
  }
`
const Label = styled.div`
  font-size: 12px;
  color: ${theme.color.muted};
`
const Number = styled.div`
  font-size: 20px;
  font-weight: 700;
  letter-spacing: 0.08em;
  font-variant-numeric: tabular-nums;
`
