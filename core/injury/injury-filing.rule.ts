import * as E from 'fp-ts/Either'
import type { Either } from 'fp-ts/Either'
import type { Centre } from '../centre/centre'
import { type InjuryField, validateInjuryReport } from './injury-report.rule'
import type { ValidationFailed } from '../shared/errors'

/**
 * The server's check of a filed injury report: the same form rule the modal uses, against the
 * centre it names (the payload's own centre name is kept as sent). Used by the sandbox and the
 * in-memory log so both refuse the same reports.
 */
export const checkFiledInjury = (
  body: unknown,
  centre: Pick<Centre, 'id' | 'centerServiceId' | 'name' | 'locality'>,
): Either<ValidationFailed<InjuryField>, true> =>
  E.map(() => true as const)(validateInjuryReport(body, { ...centre, type: 'GYMFIT', centerModel: 'COCO', contextNames: [], skus: [], cityId: 0 }))
