/** Downloads an address as a file: the browser streams it to disk (what it holds never sits in the page). */
export const downloadFrom = (href: string, fileName: string): void => {
  const a = document.createElement('a')
  a.href = href
  a.download = fileName
  document.body.append(a)
  a.click()
  a.remove()
}

/** Hands a blob to the browser as a file download. */
export const saveBlob = (blob: Blob, fileName: string): void => {
  const url = URL.createObjectURL(blob)
  downloadFrom(url, fileName)
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}

/** Hands CSV text to the browser as a file download (UTF-8, so every name keeps its letters). */
export const saveCsv = (fileName: string, csv: string): void => saveBlob(new Blob([csv], { type: 'text/csv;charset=utf-8' }), fileName)
