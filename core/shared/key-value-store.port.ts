/** A small string store: a cookie, localStorage or memory, chosen by the composition root. */
export interface KeyValueStore {
  get(key: string): string | undefined
  set(key: string, value: string): void
  remove(key: string): void
  /** Every key the store holds (what sign-out clears). */
  keys(): readonly string[]
}
