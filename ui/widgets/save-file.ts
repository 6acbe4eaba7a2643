/** Hands a blob to the browser as a file download. */
export const saveBlob = (blob: Blob, fileName: string): void => {
  const url = URL.createObjectURL(blob)
  const a = document.createElement('a')
  a.href = url
  a.download = fileName
  document.body.append(a)
  a.click()
  a.remove()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}

/** Hands CSV text to the browser as a file download (UTF-8, so every name keeps its letters). */
export const saveCsv = (fileName: string, csv: string): void => saveBlob(new Blob([csv], { type: 'text/csv;charset=utf-8' }), fileName)
