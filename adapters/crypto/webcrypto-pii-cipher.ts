import type { PiiCipher } from '../../core/shared/pii-cipher.port'
import { decryptPii } from '../http/contract/pii-scheme'

/** Decrypts PII with WebCrypto (browsers and Node 20's globalThis.crypto). */
export const createWebCryptoPiiCipher = (subtle: SubtleCrypto): PiiCipher => ({
  decrypt: (sealed, userId) => () =>
    decryptPii(subtle, userId, sealed).then(
      (clear) => ({ _tag: 'Right', right: clear }) as const,
      () => ({ _tag: 'Left', left: { _tag: 'DecryptionFailed', message: 'Could not decrypt a protected field' } }) as const,
    ),
})
