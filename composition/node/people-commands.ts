import { roleLabel } from '../../core/employee/employee-profile.rule'
import { PAGE_SIZE_MAX } from '../../core/shared/paging.rule'
import type { UseCases } from '../../core/use-cases'
import { UsageError, chosenCentre } from './cli-centre'
import { printEveryPage } from './cli-pages'
import { splitArgs } from './cli-usage'

/** The paged people commands of the headless CLI: employees and the centre search. */
export const PEOPLE_USAGE = `  employees [--centre <centerServiceId>] [--search TEXT] [--role ROLE] [--status ACTIVE|INACTIVE]
               a centre's employees by name (default: the selected centre), read from the server
               a page at a time and printed as each page comes; --search finds a name, e-mail,
               phone or id; the count found goes to stderr
  find-centre <text>
               your centres whose name or locality holds the text, a page at a time from the server`

const flagOf = (args: readonly string[], k: string): string | undefined => splitArgs(args).flags.find(([n]) => n === k)?.[1]

/** Runs `employees`; exit 1 when the server refuses or cannot be reached, 2 on a usage error. */
export const runEmployeesCommand = async (portal: UseCases, args: readonly string[], json: boolean): Promise<number> => {
  try {
    const status = flagOf(args, 'status')?.toUpperCase()
    if (status !== undefined && status !== 'ACTIVE' && status !== 'INACTIVE') throw new UsageError('--status is ACTIVE or INACTIVE')
    const centre = await chosenCentre(portal, flagOf(args, 'centre'))
    const search = flagOf(args, 'search')
    const role = flagOf(args, 'role')
    return await printEveryPage(
      (cursor) =>
        portal.employeeListPage({
          centerServiceId: centre.centerServiceId,
          pageSize: PAGE_SIZE_MAX,
          ...(search === undefined ? {} : { search }),
          ...(role === undefined ? {} : { role }),
          ...(status === undefined ? {} : { status }),
          ...(cursor === undefined ? {} : { cursor }),
        })(),
      (e) => [e.agentId, e.name, roleLabel(e.primaryRole), e.status, e.email],
      json,
      `employees of ${centre.name}`,
    )
  } catch (e) {
    process.stderr.write(`${e instanceof Error ? e.message : String(e)}\n`)
    return e instanceof UsageError ? 2 : 1
  }
}

/** Runs `find-centre <text>`; exit 1 when the server refuses or cannot be reached. */
export const runFindCentreCommand = async (portal: UseCases, args: readonly string[], json: boolean): Promise<number> => {
  const text = splitArgs(args).positional.join(' ').trim()
  if (text === '') {
    process.stderr.write('find-centre takes the text to look for (a name or a locality)\n')
    return 2
  }
  const rows: { centerServiceId: number; name: string; locality: string; type: string }[] = []
  let cursor: string | undefined
  let all: number | undefined
  do {
    const page = await portal.centrePage({ pageSize: PAGE_SIZE_MAX, search: text, ...(cursor === undefined ? {} : { cursor }) })()
    if (page._tag === 'Left') {
      process.stderr.write(`${page.left.message}\n`)
      return 1
    }
    rows.push(...page.right.rows.map((c) => ({ centerServiceId: c.centerServiceId, name: c.name, locality: c.locality, type: c.type })))
    all = page.right.all
    cursor = page.right.next
  } while (cursor !== undefined)
  if (json) process.stdout.write(`${JSON.stringify(rows, null, 2)}\n`)
  else for (const c of rows) process.stdout.write(`${[c.centerServiceId, c.name, c.locality, c.type].join('\t')}\n`)
  process.stderr.write(`${rows.length} of ${all ?? rows.length} centres\n`)
  return 0
}
