import type { QueryKey } from '@tanstack/react-query'
import type { TaskEither } from 'fp-ts/TaskEither'
import { useState } from 'react'
import type { ValidationFailed } from '../../core/shared/errors'
import { useToast } from '../feedback/toast'
import { failureMessage, useUseCaseMutation } from './use-use-case-query'

const isValidationFailed = <F extends string>(f: unknown): f is ValidationFailed<F> =>
  typeof f === 'object' && f !== null && (f as { _tag?: unknown })._tag === 'ValidationFailed'

/**
 * A modal form's submit, as every form of the portal does it (README, "Modals and forms"): the
 * action runs through `useUseCaseMutation` and refreshes the blocks it changed; a ValidationFailed
 * shows every field error at once, in the catalogue's words; any other failure clears them and
 * shows the core's message in a toast, keeping the modal open. `attempt` changes after each
 * refused submit: key the SubmitButton on it so its repeat-click guard starts over for the
 * corrected form.
 */
/** The fields a use case's ValidationFailed names (never when it cannot fail validation). */
type FieldsOf<E> = E extends ValidationFailed<infer F> ? F : never

export const useFormMutation = <E, A, V>(
  action: (variables: V) => TaskEither<E, A>,
  options: {
    readonly invalidates?: (result: A, variables: V) => readonly QueryKey[]
    readonly onSuccess?: (result: A, variables: V) => void
  } = {},
) => {
  const toast = useToast()
  const [errors, setErrors] = useState<Partial<Record<FieldsOf<E>, string>>>({})
  const [attempt, setAttempt] = useState(0)
  const mutation = useUseCaseMutation(action, {
    ...(options.invalidates === undefined ? {} : { invalidates: options.invalidates }),
    onSuccess: (result, variables) => {
      setErrors({})
      options.onSuccess?.(result, variables)
    },
    onError: (failure, error) => {
      if (isValidationFailed<FieldsOf<E>>(failure)) setErrors(failure.errors)
      else {
        setErrors({})
        toast.error(failureMessage(error))
      }
      setAttempt((n) => n + 1)
    },
  })
  return { mutation, errors, attempt }
}
