import * as E from 'fp-ts/Either'
import type { Either } from 'fp-ts/Either'
import { UPLOAD_DIGITS_REQUIRED, UPLOAD_ONE_OF, UPLOAD_TOO_LONG, UPLOAD_VALUE_REQUIRED, UPLOAD_WHOLE_NUMBER } from '../shared/messages'

/** Cell checks shared by the upload rules: each trims, then answers the normalised value or the reason. */
export type CellCheck = (cell: string) => Either<string, string>

export const requiredText =
  (max: number): CellCheck =>
  (cell) => {
    const v = cell.trim()
    return v === '' ? E.left(UPLOAD_VALUE_REQUIRED) : v.length > max ? E.left(UPLOAD_TOO_LONG(max)) : E.right(v)
  }

export const digits =
  (max = 20): CellCheck =>
  (cell) => {
    const v = cell.trim()
    return v === '' ? E.left(UPLOAD_VALUE_REQUIRED) : !/^\d+$/.test(v) ? E.left(UPLOAD_DIGITS_REQUIRED) : v.length > max ? E.left(UPLOAD_TOO_LONG(max)) : E.right(v)
  }

export const wholeNumber =
  (min: number, max: number): CellCheck =>
  (cell) => {
    const v = cell.trim()
    if (v === '') return E.left(UPLOAD_VALUE_REQUIRED)
    const n = /^\d{1,12}$/.test(v) ? Number(v) : NaN
    return Number.isInteger(n) && n >= min && n <= max ? E.right(String(n)) : E.left(UPLOAD_WHOLE_NUMBER(min, max))
  }

/** One of a list of codes; case is ignored and the code is answered as the list writes it. */
export const oneOfCodes =
  (codes: readonly string[]): CellCheck =>
  (cell) => {
    const v = cell.trim()
    if (v === '') return E.left(UPLOAD_VALUE_REQUIRED)
    const hit = codes.find((c) => c.toLowerCase() === v.toLowerCase())
    return hit === undefined ? E.left(UPLOAD_ONE_OF(codes)) : E.right(hit)
  }
