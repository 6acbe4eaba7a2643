/** The only source of fresh ids (idempotency keys, request ids) in the core. */
export interface IdGenerator {
  next(): string
}
