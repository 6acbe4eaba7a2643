/**
 * The health partner's hash (v1/tata1mg/generate-hash; the spec shows no payload): the server
 * signs `userId|centreId|generatedOn` with HMAC-SHA256 under its own secret, and the partner's
 * link carries the user id, the time and that hash. Shared by the sandbox (which computes it) and
 * the in-memory adapter (the reference behaviour); the browser never computes it.
 */
export const healthPartnerSignature = async (secret: string, userId: string, centreId: number, generatedOn: number): Promise<string> => {
  const enc = new TextEncoder()
  const key = await globalThis.crypto.subtle.importKey('raw', enc.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign'])
  const mac = await globalThis.crypto.subtle.sign('HMAC', key, enc.encode(`${userId}|${centreId}|${generatedOn}`))
  return [...new Uint8Array(mac)].map((b) => b.toString(16).padStart(2, '0')).join('')
}

/** The partner's landing address for a member's link. */
export const HEALTH_PARTNER_ORIGIN = 'https://www.1mg.com/partner/cultfit'

export const healthPartnerLinkOf = (userId: string, generatedOn: number, hash: string): string =>
  `${HEALTH_PARTNER_ORIGIN}?${new URLSearchParams({ userId, ts: String(generatedOn), hash }).toString()}`
