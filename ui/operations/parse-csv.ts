import Papa from 'papaparse'

/**
 * Reads a CSV file with papaparse in chunks (the browser reads the file piece by piece and the
 * page stays responsive on a 10,000-row file), reporting the rows read so far. Blank lines are
 * kept, so that a row's index + 1 is its row number in the file; the core's rule skips them.
 */
export const parseCsvFile = (file: Blob, onProgress: (rows: number) => void): Promise<string[][]> =>
  new Promise((resolve, reject) => {
    const rows: string[][] = []
    Papa.parse<string[]>(file as File, {
      skipEmptyLines: false,
      chunkSize: 64 * 1024,
      chunk: (res) => {
        for (const r of res.data) rows.push(r)
        onProgress(rows.length)
      },
      complete: () => {
        // A file ending with a line break gives one empty last row; it is a blank line, skipped later.
        resolve(rows)
      },
      error: (e) => reject(e),
    })
  })

/** Lets the browser paint (a progress update) before the next long step. */
export const nextFrame = (): Promise<void> => new Promise((r) => setTimeout(r, 0))
