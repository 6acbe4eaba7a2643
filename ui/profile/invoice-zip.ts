import type { Invoice } from '../../core/customer/order'

/**
 * Fetches an invoice's files (same-origin links, with the session cookie) and zips them into one
 * archive with fflate. Any file that cannot be fetched fails the whole download. fflate is fetched
 * on the first download, not with the profile screen (its route chunk stays under budget).
 */
export const zipInvoice = async (invoice: Invoice): Promise<Blob> => {
  const entries = await Promise.all(
    invoice.files.map(async (f) => {
      const res = await fetch(f.url, { credentials: 'include' })
      if (!res.ok) throw new Error(`${f.fileName}: ${res.status}`)
      return [f.fileName, new Uint8Array(await res.arrayBuffer())] as const
    }),
  )
  const { zipSync } = await import('fflate')
  const zipped = zipSync(Object.fromEntries(entries))
  return new Blob([zipped.buffer as ArrayBuffer], { type: 'application/zip' })
}

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
