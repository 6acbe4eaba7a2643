import { useState } from 'react'
import type { Centre } from '../../core/centre/centre'
import { EMPLOYEE_ROLES, ptLevelOf, roleLabel } from '../../core/employee/employee-profile.rule'
import { phoneTyping } from '../../core/shared/phone.rule'
import { ADD_EMPLOYEE, CANCEL, EMPLOYEE_EMAIL, EMPLOYEE_NAME, EMPLOYEE_PHONE, EMPLOYEE_ROLE, NO_PT_LEVEL, PT_LEVEL } from '../../core/shared/messages'
import { useUseCase } from '../app/use-cases.context'
import { useUseCaseQuery } from '../app/use-use-case-query'
import { useToast } from '../feedback/toast'
import { FormActions, FormBody, Input, Select } from './employee-form'
import { Button } from '../widgets/button'
import { Modal } from '../widgets/modal'
import { SubmitButton } from '../widgets/submit-button'
import { useFormMutation } from '../widgets/use-form-mutation'
import { employeeKeys } from './employee-parts'

/**
 * Add employee (v1/roster): name, e-mail, mobile number, role and an optional PT level of the
 * centre's group (PLAY_COACHING at a play centre). Every field error at once; 'Employee created'
 * refreshes the list; a refusal (a used e-mail or phone) is a toast with the server's words.
 */
export const CreateEmployeeModal = ({ centre, onClose }: { centre: Centre; onClose: () => void }) => {
  const create = useUseCase('createEmployee')
  const levels = useUseCase('ptLevelOptions')
  const toast = useToast()
  const [draft, setDraft] = useState({ name: '', email: '', phone: '', primaryRole: '', ptLevelCode: '' })
  const set = (k: keyof typeof draft) => (v: string) => setDraft((d) => ({ ...d, [k]: v }))
  const levelList = useUseCaseQuery(employeeKeys.ptLevels(centre.type), () => levels(centre.type))
  const { mutation, errors, attempt } = useFormMutation(() => create({ centerServiceId: centre.centerServiceId, draft }), {
    invalidates: () => [employeeKeys.list(centre.centerServiceId)],
    onSuccess: (r) => {
      toast.success(r.message)
      onClose()
    },
  })
  return (
    <Modal title={ADD_EMPLOYEE} onClose={onClose}>
      <FormBody
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          mutation.mutate(undefined)
        }}
      >
        <Input label={EMPLOYEE_NAME} value={draft.name} error={errors.name} onChange={set('name')} maxLength={100} />
        <Input label={EMPLOYEE_EMAIL} type="email" inputMode="email" value={draft.email} error={errors.email} onChange={set('email')} maxLength={320} />
        <Input
          label={EMPLOYEE_PHONE}
          type="tel"
          inputMode="numeric"
          value={draft.phone}
          error={errors.phone}
          onChange={(v) => set('phone')(phoneTyping(draft.phone, v))}
        />
        <Select
          placeholder
          label={EMPLOYEE_ROLE}
          value={draft.primaryRole}
          error={errors.primaryRole}
          options={EMPLOYEE_ROLES.map((r) => ({ value: r, label: roleLabel(r) }))}
          onChange={set('primaryRole')}
        />
        <Select
          label={PT_LEVEL}
          value={draft.ptLevelCode === '' ? '-' : draft.ptLevelCode}
          options={[{ value: '-', label: NO_PT_LEVEL }, ...(levelList.data ?? []).map((l) => ({ value: l.code, label: `${ptLevelOf(l.code) ?? ''} · ${l.name}` }))]}
          onChange={(v) => set('ptLevelCode')(v === '-' ? '' : v)}
        />
        <FormActions>
          <Button type="button" $variant="secondary" onClick={onClose}>
            {CANCEL}
          </Button>
          <SubmitButton key={attempt} onClick={() => undefined} disabled={mutation.isPending}>
            {ADD_EMPLOYEE}
          </SubmitButton>
        </FormActions>
      </FormBody>
    </Modal>
  )
}
