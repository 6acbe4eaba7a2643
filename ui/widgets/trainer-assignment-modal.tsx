import { useState } from 'react'
import styled from 'styled-components'
import type { CheckIn } from '../../core/check-in/check-in'
import type { CheckInTrainer } from '../../core/check-in/check-in-registry.port'
import { ASSIGN, NO_TRAINERS_LISTED, RECOMMENDED, TRAINER_ASSIGNMENT_TITLE, assistingMembers } from '../../core/shared/messages'
import { useUseCaseQuery } from '../app/use-use-case-query'
import { useUseCase } from '../app/use-cases.context'
import { useToast } from '../feedback/toast'
import { theme } from '../theme/theme'
import { Modal } from './modal'
import { QueryBlock } from './query-block'
import { useFormMutation } from './use-form-mutation'

type Props = {
  readonly checkIn: CheckIn
  readonly centerId: number
  readonly onClose: () => void
  /** The check-in as the server answers it after the assignment. */
  readonly onAssigned: (updated: CheckIn) => void
  readonly title?: string
  /**
   * The caller lists only personal-training trainers (e.g. a PT membership's trainer): then the
   * 'Assisting N members' line is left out. The check-in list's trainer list is not PT-only.
   */
  readonly onlyPtTrainers?: boolean
}

/** The trainers offered for a check-in (their 'Assisting N members' changes with every assignment). */
const trainersKey = (checkInId: string) => ['check-ins', 'trainers', checkInId] as const

/**
 * Trainer Assignment (part 2 §2): the trainers from the check-in's trainer list, each with an
 * Assign button, a Recommended tag, and 'Assisting N members' unless only PT trainers are listed.
 * A successful assignment shows 'Trainer successfully assigned' and closes; a failure shows the
 * server's message and keeps the modal open.
 */
export const TrainerAssignmentModal = ({ checkIn, centerId, onClose, onAssigned, title = TRAINER_ASSIGNMENT_TITLE, onlyPtTrainers = false }: Props) => {
  const trainersFor = useUseCase('trainersForCheckIn')
  const assign = useUseCase('assignTrainer')
  const toast = useToast()
  // Each opening asks afresh: the counts of members each trainer assists move all day.
  const trainers = useUseCaseQuery(trainersKey(checkIn.id), () => trainersFor(checkIn.id), { keepPrevious: false, staleTime: 0 })
  const { mutation } = useFormMutation((t: CheckInTrainer) => assign({ checkInId: checkIn.id, trainerId: t.identityId, centerId }), {
    invalidates: () => [['check-ins', 'trainers']],
    onSuccess: (r) => {
      toast.success(r.message)
      onAssigned(r.value)
      onClose()
    },
  })

  return (
    <Modal title={title} onClose={onClose}>
      <QueryBlock query={trainers} empty={{ when: (list) => list.length === 0, message: NO_TRAINERS_LISTED }}>
        {(list) => (
          <Trainers aria-label={title}>
            {list.map((t) => (
              <li key={t.identityId}>
                <TrainerPhoto name={t.name} url={t.photoUrls[0]} />
                <Who>
                  <strong>{t.name}</strong>
                  {t.recommended ? <Tag>{RECOMMENDED}</Tag> : null}
                  {onlyPtTrainers ? null : <small>{assistingMembers(t.checkInsAssigned)}</small>}
                </Who>
                <AssignButton
                  type="button"
                  disabled={mutation.isPending}
                  aria-label={`${ASSIGN} ${t.name}`}
                  onClick={() => {
                    if (!mutation.isPending) mutation.mutate(t)
                  }}
                >
                  {ASSIGN}
                </AssignButton>
              </li>
            ))}
          </Trainers>
        )}
      </QueryBlock>
    </Modal>
  )
}

/** The trainer's photo, or their initials when there is none or it fails to load. */
const TrainerPhoto = ({ name, url }: { name: string; url: string | undefined }) => {
  const [failed, setFailed] = useState(false)
  return (
    <Photo aria-hidden="true">
      {url === undefined || failed ? initials(name) : <img src={url} alt="" onError={() => setFailed(true)} />}
    </Photo>
  )
}

const initials = (name: string): string =>
  name
    .split(/\s+/)
    .filter((p) => p !== '')
    .slice(0, 2)
    .map((p) => p[0]?.toUpperCase() ?? '')
    .join('')

const Trainers = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 8px;
  li {
    display: flex;
    align-items: center;
    gap: 12px;
    padding: 10px 12px;
    border: 1px solid ${theme.color.border};
    border-radius: ${theme.radius};
  }
`
const Photo = styled.span`
  flex: none;
  width: 40px;
  height: 40px;
  border-radius: 50%;
  overflow: hidden;
  display: grid;
  place-items: center;
  background: ${theme.color.primarySoft};
  color: ${theme.color.primary};
  font-weight: 700;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`
const Who = styled.span`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 4px 8px;
  small {
    flex-basis: 100%;
    color: ${theme.color.muted};
  }
`
const Tag = styled.span`
  font-size: 11px;
  font-weight: 700;
  padding: 2px 8px;
  border-radius: 999px;
  background: ${theme.color.successSoft};
  color: ${theme.color.successStrong};
`
const AssignButton = styled.button`
  flex: none;
  padding: 7px 14px;
  border-radius: 8px;
  border: 1px solid ${theme.color.primary};
  background: ${theme.color.primary};
  color: ${theme.color.primaryText};
  font-weight: 600;
  cursor: pointer;
  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
`
