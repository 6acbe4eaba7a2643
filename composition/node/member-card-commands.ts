import { cardNumberForPrint } from '../../core/check-in/member-pass.rule'
import type { MemberCard } from '../../core/check-in/member-pass-desk.port'
import type { UseCases } from '../../core/use-cases'
import { splitArgs } from './cli-usage'

/** The printed member card command of the headless CLI. */
export const MEMBER_CARD_USAGE = `  member-card <userId> [--issue | --revoke] [--json]
               the member's printed card (number, the code its QR carries, issued, revoked); --issue
               issues a new one (the old one stops working), --revoke revokes it`

const shown = (c: MemberCard) => ({
  cardNumber: cardNumberForPrint(c.cardNumber),
  code: c.code,
  issuedAt: new Date(c.issuedAt).toISOString(),
  revokedAt: c.revokedAt === undefined ? '' : new Date(c.revokedAt).toISOString(),
})

/** Runs member-card: exit 0 done, 1 refused or failed, 2 usage (both --issue and --revoke). */
export const runMemberCardCommand = async (portal: UseCases, args: readonly string[], json: boolean): Promise<number> => {
  const { positional, flags } = splitArgs(args)
  const userId = positional[0] ?? ''
  const has = (name: string): boolean => flags.some(([k]) => k === name)
  const asJson = json || has('json')
  if (has('issue') && has('revoke')) {
    process.stderr.write('Choose one of --issue and --revoke\n')
    return 2
  }
  const r = has('issue') ? await portal.issueMemberCard(userId)() : has('revoke') ? await portal.revokeMemberCard(userId)() : await portal.memberCard(userId)()
  if (r._tag === 'Left') {
    process.stderr.write(`${r.left.message}\n`)
    return 1
  }
  const card = r.right === undefined ? undefined : 'value' in r.right ? r.right.value : r.right
  if (asJson) process.stdout.write(`${JSON.stringify(card === undefined ? null : shown(card), null, 2)}\n`)
  else if (card === undefined) process.stdout.write('No card issued\n')
  else {
    if ('message' in (r.right ?? {})) process.stdout.write(`${(r.right as { message: string }).message}\n`)
    console.table([shown(card)])
  }
  return 0
}
