import type { IdGenerator } from '../../core/shared/id-generator.port'

export const createRandomIds = (crypto: Pick<Crypto, 'randomUUID'>): IdGenerator => ({ next: () => crypto.randomUUID() })

export const createSequentialIds = (prefix = 'id'): IdGenerator => {
  let n = 0
  return { next: () => `${prefix}-${++n}` }
}
