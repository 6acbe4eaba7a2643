import type { QueryKey } from '@tanstack/react-query'
import type { TaskEither } from 'fp-ts/TaskEither'
import { useState } from 'react'
import type { ValidationFailed } from '../../core/shared/errors'
import { failureMessage, useUseCaseMutation } from '../app/use-use-case-query'
import { useToast } from '../feedback/toast'

/** The fields a use case's `ValidationFailed` names, read from its error type. */
export type FieldsOf<E> = E extends ValidationFailed<infer F> ? F : never

export type FieldErrors<F extends string> = Readonly<Partial<Record<F, string>>>

const isValidationFailed = (f: unknown): f is ValidationFailed =>
  typeof f === 'object' && f !== null && '_tag' in f && f._tag === 'ValidationFailed'

/**
 * A form's field errors and its attempt count.
 *
 * - `refuse(errors)` shows every field error at once (the spec's words, from a core rule or the
 *   use case) and starts a new attempt;
 * - `attempt` is the key of the form's `SubmitButton`: a refused submit starts the 5-second
 *   repeat-click guard over for the corrected form.
 */
export const useFieldErrors = <F extends string>() => {
  const none: FieldErrors<F> = {} as FieldErrors<F>
  const [errors, setErrors] = useState<FieldErrors<F>>(none)
  const [attempt, setAttempt] = useState(0)
  return {
    errors,
    attempt,
    refuse: (e: FieldErrors<F>) => {
      setErrors(e)
      setAttempt((n) => n + 1)
    },
    clear: () => setErrors(none),
    /** A new attempt without field errors (after a finished submit, e.g. a form that stays open). */
    again: () => {
      setErrors(none)
      setAttempt((n) => n + 1)
    },
  }
}

/**
 * The form pattern of every modal: submit through a use case; a `ValidationFailed` shows its
 * field errors under the fields (the fields are inferred from the use case's error type); any
 * other failure is a toast with the core's message, or goes to `onError` when the form shows it
 * itself. Success clears the errors, invalidates the blocks it changed and calls `onSuccess`.
 */
export const useFormMutation = <E, A, V>(
  action: (variables: V) => TaskEither<E, A>,
  options: {
    readonly invalidates?: (result: A, variables: V) => readonly QueryKey[]
    readonly onSuccess?: (result: A, variables: V) => void
    readonly onError?: (message: string, failure: E | undefined) => void
  } = {},
) => {
  const form = useFieldErrors<FieldsOf<E>>()
  const toast = useToast()
  const mutation = useUseCaseMutation(action, {
    ...(options.invalidates === undefined ? {} : { invalidates: options.invalidates }),
    onSuccess: (r, v) => {
      form.clear()
      options.onSuccess?.(r, v)
    },
    onError: (f, e) => {
      if (isValidationFailed(f)) {
        form.refuse(f.errors as FieldErrors<FieldsOf<E>>)
        return
      }
      form.clear()
      if (options.onError === undefined) toast.error(failureMessage(e))
      else options.onError(failureMessage(e), f)
    },
  })
  return { mutation, ...form }
}
