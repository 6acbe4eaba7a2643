/**
 * Failures a gateway (any port that talks to the centre operations API) can return.
 * Expected failures are values, never exceptions.
 */
export type Unavailable = { readonly _tag: 'Unavailable'; readonly message: string }
export type Unauthorised = { readonly _tag: 'Unauthorised'; readonly message: string }
export type Forbidden = { readonly _tag: 'Forbidden'; readonly message: string }
export type NotFound = { readonly _tag: 'NotFound'; readonly message: string }
/** The server refused the request (a 4xx other than 401/403/404), with its message. */
export type Rejected = { readonly _tag: 'Rejected'; readonly message: string; readonly code?: string }
/** The server answered with something that does not match the contract. */
export type MalformedResponse = { readonly _tag: 'MalformedResponse'; readonly message: string }

export type GatewayError = Unavailable | Unauthorised | Forbidden | NotFound | Rejected | MalformedResponse

export type ValidationFailed<F extends string = string> = {
  readonly _tag: 'ValidationFailed'
  /** Every field error at once, keyed by field, with the spec's exact messages. */
  readonly errors: Readonly<Partial<Record<F, string>>>
}

export const unavailable = (message: string): Unavailable => ({ _tag: 'Unavailable', message })
export const unauthorised = (message: string): Unauthorised => ({ _tag: 'Unauthorised', message })
export const forbidden = (message: string): Forbidden => ({ _tag: 'Forbidden', message })
export const notFound = (message: string): NotFound => ({ _tag: 'NotFound', message })
export const rejected = (message: string, code?: string): Rejected =>
  code === undefined ? { _tag: 'Rejected', message } : { _tag: 'Rejected', message, code }
export const malformedResponse = (message: string): MalformedResponse => ({ _tag: 'MalformedResponse', message })
export const validationFailed = <F extends string>(errors: Partial<Record<F, string>>): ValidationFailed<F> => ({
  _tag: 'ValidationFailed',
  errors,
})
