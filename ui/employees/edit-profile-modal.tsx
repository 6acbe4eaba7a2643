import { useState } from 'react'
import type { FitnessEmployee } from '../../core/employee/employee'
import { fetchesSpecialisations, ptLevelOf } from '../../core/employee/employee-profile.rule'
import { CANCEL, EDIT_PROFILE, EMPLOYEE_STATUS_FIELD, NO_PT_LEVEL, PT_LEVEL, SAVE_PROFILE, SPECIALISATIONS } from '../../core/shared/messages'
import { enumLabel } from '../../core/shared/enum-labels'
import { useUseCase } from '../app/use-cases.context'
import { useUseCaseQuery } from '../app/use-use-case-query'
import { useToast } from '../feedback/toast'
import { Checkboxes, FormActions, FormBody, Select } from './employee-form'
import { Button } from '../widgets/button'
import { Modal } from '../widgets/modal'
import { QueryBlock } from '../widgets/query-block'
import { SubmitButton } from '../widgets/submit-button'
import { useFormMutation } from '../widgets/use-form-mutation'
import { employeeKeys } from './employee-parts'

/**
 * Edit profile: the PT level (the levels of the employee's centre type: PLAY_COACHING at a play
 * centre) and the specialisations offered for the primary role (not fetched for PLAY). 'Profile
 * updated' refreshes the profile and the list. The status: an inactive employee (one who has left)
 * is no longer offered as a trainer; what was sold with them stays.
 */
export const EditProfileModal = ({ employee: e, onClose }: { employee: FitnessEmployee; onClose: () => void }) => {
  const type = e.centres[0]?.type ?? 'GYMFIT'
  const levels = useUseCase('ptLevelOptions')
  const options = useUseCase('specialisationOptions')
  const update = useUseCase('updateEmployeeProfile')
  const toast = useToast()
  const levelList = useUseCaseQuery(employeeKeys.ptLevels(type), () => levels(type))
  const offered = useUseCaseQuery(employeeKeys.specialisations(e.primaryRole, type), () => options(e.primaryRole, type), {
    enabled: fetchesSpecialisations(e.primaryRole, type),
  })
  const [level, setLevel] = useState(e.ptLevelCode ?? '-')
  const [chosen, setChosen] = useState<readonly string[]>(e.specialisations)
  const [status, setStatus] = useState<FitnessEmployee['status']>(e.status)
  const { mutation, attempt } = useFormMutation(
    () => update({ agentId: e.agentId, update: { ptLevelCode: level === '-' ? undefined : level, specialisations: chosen, ...(status === e.status ? {} : { status }) } }),
    {
      invalidates: () => [employeeKeys.profile(e.agentId), ...e.centres.map((c) => employeeKeys.list(c.centerServiceId))],
      onSuccess: (r) => {
        toast.success(r.message)
        onClose()
      },
    },
  )
  return (
    <Modal title={`${EDIT_PROFILE}: ${e.name}`} onClose={onClose}>
      <FormBody
        noValidate
        onSubmit={(ev) => {
          ev.preventDefault()
          mutation.mutate(undefined)
        }}
      >
        <Select
          label={PT_LEVEL}
          value={level}
          options={[
            ...(e.ptLevelCode === undefined ? [{ value: '-', label: NO_PT_LEVEL }] : []),
            ...(levelList.data ?? []).map((l) => ({ value: l.code, label: `${ptLevelOf(l.code) ?? ''} · ${l.name}` })),
          ]}
          onChange={setLevel}
        />
        <Select
          label={EMPLOYEE_STATUS_FIELD}
          value={status}
          options={(['ACTIVE', 'INACTIVE'] as const).map((v) => ({ value: v, label: enumLabel('employeeStatus', v) }))}
          onChange={(v) => setStatus(v === 'INACTIVE' ? 'INACTIVE' : 'ACTIVE')}
        />
        {fetchesSpecialisations(e.primaryRole, type) ? (
          <QueryBlock query={offered}>
            {(list) => <Checkboxes label={SPECIALISATIONS} values={chosen} options={list} onChange={setChosen} />}
          </QueryBlock>
        ) : null}
        <FormActions>
          <Button type="button" $variant="secondary" onClick={onClose}>
            {CANCEL}
          </Button>
          <SubmitButton key={attempt} onClick={() => undefined} disabled={mutation.isPending}>
            {SAVE_PROFILE}
          </SubmitButton>
        </FormActions>
      </FormBody>
    </Modal>
  )
}
