import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createWebCryptoPiiCipher } from '../../../adapters/crypto/webcrypto-pii-cipher'
import { encryptPii } from '../../../adapters/http/contract/pii-scheme'

describe('PII travelling encrypted', () => {
  const cipher = createWebCryptoPiiCipher(globalThis.crypto.subtle)

  it('decrypts what the server sealed for the same user id (round trip)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ minLength: 1, maxLength: 20 }), fc.string({ maxLength: 40 }), async (userId, clear) => {
        const sealed = await encryptPii(globalThis.crypto, userId, clear)
        expect(sealed).not.toContain(clear.length > 3 ? clear : '\u0000')
        expect(await cipher.decrypt(sealed, userId)()).toEqual({ _tag: 'Right', right: clear })
      }),
      { numRuns: 30 },
    )
  })

  it('fails as a value, not an exception, for another user id or garbage', async () => {
    const sealed = await encryptPii(globalThis.crypto, 'user-1', '9876543210')
    expect(await cipher.decrypt(sealed, 'user-2')()).toMatchObject({ _tag: 'Left', left: { _tag: 'DecryptionFailed' } })
    expect(await cipher.decrypt('not base64 at all!', 'user-1')()).toMatchObject({ _tag: 'Left' })
    expect(await cipher.decrypt('', 'user-1')()).toMatchObject({ _tag: 'Left' })
  })
})
