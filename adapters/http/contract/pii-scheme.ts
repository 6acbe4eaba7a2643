/**
 * How phone numbers and e-mails travel: AES-256-GCM with a key derived from the customer's
 * user id by HKDF-SHA-256 (salt PII_SALT, info 'pii'). The text is base64url(iv ‖ ciphertext ‖ tag)
 * with a 12-byte random iv. The server encrypts (sandbox), the portal decrypts (WebCrypto), so the
 * clear values never sit in an API answer, a log or a cache. Works in browsers and Node 20.
 */
export const PII_SALT = 'centre-portal/pii/v1'
const IV_BYTES = 12

const enc = new TextEncoder()
const dec = new TextDecoder()

const toBase64Url = (bytes: Uint8Array): string => {
  let s = ''
  for (const b of bytes) s += String.fromCharCode(b)
  return btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

const fromBase64Url = (text: string): Uint8Array => {
  const b64 = text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4)
  const s = atob(b64)
  const out = new Uint8Array(s.length)
  for (let i = 0; i < s.length; i++) out[i] = s.charCodeAt(i)
  return out
}

export const derivePiiKey = async (subtle: SubtleCrypto, userId: string): Promise<CryptoKey> => {
  const base = await subtle.importKey('raw', enc.encode(userId), 'HKDF', false, ['deriveKey'])
  return subtle.deriveKey(
    { name: 'HKDF', hash: 'SHA-256', salt: enc.encode(PII_SALT), info: enc.encode('pii') },
    base,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  )
}

export const encryptPii = async (crypto: Crypto, userId: string, clear: string): Promise<string> => {
  const key = await derivePiiKey(crypto.subtle, userId)
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES))
  const sealed = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, enc.encode(clear)))
  const out = new Uint8Array(IV_BYTES + sealed.length)
  out.set(iv, 0)
  out.set(sealed, IV_BYTES)
  return toBase64Url(out)
}

/** Rejects (throws) when the text was not sealed for this user id. */
export const decryptPii = async (subtle: SubtleCrypto, userId: string, sealed: string): Promise<string> => {
  const bytes = fromBase64Url(sealed)
  if (bytes.length <= IV_BYTES) throw new Error('The encrypted value is too short')
  const key = await derivePiiKey(subtle, userId)
  const clear = await subtle.decrypt({ name: 'AES-GCM', iv: bytes.slice(0, IV_BYTES) }, key, bytes.slice(IV_BYTES))
  return dec.decode(clear)
}
