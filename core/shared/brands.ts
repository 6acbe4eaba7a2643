/**
 * Branded primitives: plain values at run time, distinct types at compile time,
 * so a user id is never passed where a centre id is expected.
 */
declare const brand: unique symbol
export type Brand<T, B extends string> = T & { readonly [brand]: B }

/** Milliseconds since the Unix epoch. */
export type EpochMs = Brand<number, 'EpochMs'>
/** Money in integer paise (1 rupee = 100 paise). Never a float. */
export type Paise = Brand<number, 'Paise'>

export const epochMs = (n: number): EpochMs => n as EpochMs
export const paise = (n: number): Paise => n as Paise
