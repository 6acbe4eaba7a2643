import * as E from 'fp-ts/Either'
import { CHECK_IN_ALERT_KINDS, type CheckInAlertKind } from '../../core/check-in/check-in-alerts.rule'
import { validateCheckInAlertSettings } from '../../core/check-in/check-in-alert-settings.rule'
import { CHECK_IN_ALERT_KIND_LABELS, CHECK_IN_ALERT_LEVEL_LABELS } from '../../core/shared/messages'
import type { UseCases } from '../../core/use-cases'
import { parseOptions } from './selling-commands'
import { UsageError, chosenCentre, optionValue } from './cli-centre'

/** The check-in-alerts command of the headless CLI (Check-in Alerts). */
export const CHECK_IN_ALERTS_USAGE = `  check-in-alerts [--centre <centerServiceId|id>] [--set <kind>=off|warn|block ...] [--renewal-days N]
               a centre's alerts at check-in (default: the selected centre); with --set or
               --renewal-days saves them (a manager's CHECK_IN_ALERT_SETTINGS EDIT); kinds:
               ${CHECK_IN_ALERT_KINDS.join(', ')}`


/** Runs `check-in-alerts`; exit code 1 when refused, 2 on a usage error (an unknown kind, a bad level or number). */
export const runCheckInAlertsCommand = async (portal: UseCases, args: readonly string[], json: boolean): Promise<number> => {
  try {
    const o = parseOptions(args)
    const one = (k: string): string | undefined => optionValue(o, k)
    const centre = await chosenCentre(portal, one('centre'))
    const current = await portal.loadCheckInAlertSettings(centre.id)()
    if (current._tag === 'Left') {
      process.stderr.write(`${current.left.message}\n`)
      return 1
    }
    let shown = current.right
    const sets = (o.get('set') ?? []).filter((s) => s !== 'true')
    const days = one('renewal-days')
    if (sets.length > 0 || days !== undefined) {
      const levels: Record<string, string> = { ...current.right.levels }
      for (const s of sets) {
        const [kind, level] = s.split('=')
        if (kind === undefined || level === undefined || !(CHECK_IN_ALERT_KINDS as readonly string[]).includes(kind)) throw new UsageError(`--set takes <kind>=<level>, a kind one of ${CHECK_IN_ALERT_KINDS.join(', ')}`)
        levels[kind] = level
      }
      const checked = validateCheckInAlertSettings({ levels, renewalWithinDays: days ?? current.right.renewalWithinDays })
      if (E.isLeft(checked)) throw new UsageError(Object.entries(checked.left.errors).map(([f, m]) => `${f}: ${m}`).join('\n'))
      const saved = await portal.saveCheckInAlertSettings({ centerId: centre.id, settings: checked.right })()
      if (saved._tag === 'Left') {
        process.stderr.write(`${saved.left.message}\n`)
        return 1
      }
      process.stderr.write(`${saved.right.message}\n`)
      shown = saved.right.value
    }
    if (json) {
      process.stdout.write(`${JSON.stringify(shown, null, 2)}\n`)
      return 0
    }
    process.stdout.write(`Alerts at check-in at ${centre.name}${shown.saved ? '' : ' (the defaults)'}; renewal within ${shown.renewalWithinDays} days\n`)
    console.table(CHECK_IN_ALERT_KINDS.map((k: CheckInAlertKind) => ({ Alert: CHECK_IN_ALERT_KIND_LABELS[k], Does: CHECK_IN_ALERT_LEVEL_LABELS[shown.levels[k]] })))
    return 0
  } catch (e) {
    process.stderr.write(`${e instanceof Error ? e.message : String(e)}\n`)
    return e instanceof UsageError ? 2 : 1
  }
}
