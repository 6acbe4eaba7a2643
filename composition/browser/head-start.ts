import type { TaskEither } from 'fp-ts/TaskEither'
import { FEATURE_LIST_NAMES, type FeatureListName, type FeatureLists } from '../../core/access/access'
import type { GatewayError } from '../../core/shared/errors'
import type { StaffAccessDirectory } from '../../core/access/staff-access.port'
import type { CentreDirectory } from '../../core/centre/centre-directory.port'

/** When to send the early calls: `begin(send)` runs `send` then or later. */
type Begin = (send: () => void) => void

/**
 * A call sent as `begin` says, whose answer goes to the first caller (who waits for it if it has
 * not gone out yet); later callers call afresh (a reload is a new call).
 */
const startedEarly = <E, A>(call: TaskEither<E, A>, begin: Begin): ((fresh: TaskEither<E, A>) => TaskEither<E, A>) => {
  let early: Promise<Awaited<ReturnType<TaskEither<E, A>>>> | undefined = new Promise((resolve) => begin(() => resolve(call())))
  return (fresh) => () => {
    const answer = early
    early = undefined
    return answer ?? fresh()
  }
}

const sameNames = (a: readonly FeatureListName[], b: readonly FeatureListName[]): boolean => a.length === b.length && a.every((n, i) => n === b[i])

/**
 * The shell's first calls (the staff member's centres, permissions and, when the address's route is
 * gated by one, the feature lists), started as the entry runs, all at once, rather than after React's first render and one after the other
 * (`loadStaffAccess` asks for the centres first, then the rest): one round trip less before the
 * first screen can gate its route and ask for its own data (Lighthouse's LCP on
 * /checkin). Only for a browser that holds a session (main.tsx); each early answer is handed to
 * the first call and never reused.
 */
export const headStart = (
  ports: { readonly centres: CentreDirectory; readonly staffAccess: StaffAccessDirectory },
  /** Whether the address's route is gated by a feature list: else the lists wait for the first screen (StaffAccessProvider). */
  options: { readonly featureLists: boolean; readonly begin?: Begin } = { featureLists: true },
) => {
  const begin: Begin = options.begin ?? ((send) => send())
  const details = startedEarly(ports.centres.centreDetails(), begin)
  const permissions = startedEarly(ports.staffAccess.permissions(), begin)
  const featureLists: ReturnType<typeof startedEarly<GatewayError, FeatureLists>> = options.featureLists
    ? startedEarly(ports.staffAccess.featureLists(FEATURE_LIST_NAMES), begin)
    : (fresh) => fresh
  const centres: CentreDirectory = { centreDetails: () => details(ports.centres.centreDetails()) }
  const staffAccess: StaffAccessDirectory = {
    permissions: () => permissions(ports.staffAccess.permissions()),
    featureLists: (names) => (sameNames(names, FEATURE_LIST_NAMES) ? featureLists(ports.staffAccess.featureLists(names)) : ports.staffAccess.featureLists(names)),
    endSession: () => ports.staffAccess.endSession(),
  }
  return { centres, staffAccess }
}
