import type { TaskEither } from 'fp-ts/TaskEither'

export type DecryptionFailed = { readonly _tag: 'DecryptionFailed'; readonly message: string }

/** Decrypts phone numbers and e-mails that arrive encrypted with a key derived from the user id. */
export interface PiiCipher {
  decrypt(cipherText: string, userId: string): TaskEither<DecryptionFailed, string>
}
