import type { Either } from 'fp-ts/Either'

/** One page of a list the server pages (docs/api/paging.md), as a use case answers it. */
type Page<R> = { readonly rows: readonly R[]; readonly all: number; readonly next?: string | undefined }

/**
 * Prints every row of a server-paged list as each page comes (a JSON array with `json`, else a
 * tab-separated line a row), then '<found> of <all> <what>' on stderr. Exit 0 when the last page
 * came, 1 when the server refused or could not be reached (its message on stderr).
 */
export const printEveryPage = async <R>(
  read: (cursor: string | undefined) => Promise<Either<{ readonly message: string }, Page<R>>>,
  line: (row: R) => readonly (string | number)[],
  json: boolean,
  what: string,
): Promise<number> => {
  let cursor: string | undefined
  let found = 0
  let all: number
  if (json) process.stdout.write('[')
  do {
    const page = await read(cursor)
    if (page._tag === 'Left') {
      if (json) process.stdout.write(']\n')
      process.stderr.write(`${page.left.message}\n`)
      return 1
    }
    for (const row of page.right.rows) {
      if (json) process.stdout.write(`${found === 0 ? '' : ','}\n${JSON.stringify(row)}`)
      else process.stdout.write(`${line(row).join('\t')}\n`)
      found += 1
    }
    all = page.right.all
    cursor = page.right.next
  } while (cursor !== undefined)
  if (json) process.stdout.write('\n]\n')
  process.stderr.write(`${found} of ${all} ${what}\n`)
  return 0
}
