import { type FormEvent, useState } from 'react'
import { useUniqueId } from '../../app/use-unique-id'
import styled from 'styled-components'
import { useUseCase } from '../../app/use-cases.context'
import { useUseCaseQuery } from '../../app/use-use-case-query'
import { useToast } from '../../feedback/toast'
import { theme } from '../../theme/theme'
import { DataTable } from '../../widgets/data-table'
import { PageTitle } from '../../widgets/page-title'
import { QueryBlock } from '../../widgets/query-block'
import { SubmitButton } from '../../widgets/submit-button'
import { useFormMutation } from '../../widgets/use-form-mutation'
import { centreTime } from '../centre-time'
import { Code, Field, Hint, Row, Section } from '../operations-styles'
import { useSelectedCentre } from '../use-selected-centre'
import { FieldError } from '../../widgets/field'

/**
 * /tata1mg (part 3 §2, the health-partner page: not PLAY; in the health-partner list or
 * company-owned): generates a member's Tata 1mg link, whose hash the server computes
 * (v1/tata1mg/generate-hash), and lists the links generated at the centre.
 */
export default function HealthPartnerScreen() {
  const centre = useSelectedCentre()
  const centreId = centre?.id ?? 0
  const generate = useUseCase('generateHealthPartnerLink')
  const loadLinks = useUseCase('healthPartnerLinks')
  const toast = useToast()
  const ids = { user: useUniqueId(), userError: useUniqueId(), form: useUniqueId(), list: useUniqueId() }
  const [userId, setUserId] = useState('')
  const key = ['operations', 'healthPartner', centreId] as const
  const links = useUseCaseQuery(key, () => loadLinks({ centreId }), { enabled: centre !== undefined })
  const send = useFormMutation(generate, {
    invalidates: () => [key],
    onSuccess: (r) => toast.success(r.message),
  })
  const made = send.mutation.data?.value

  const onSubmit = (e: FormEvent) => {
    e.preventDefault()
    send.mutation.mutate({ centreId, userId })
  }

  return (
    <>
      <PageTitle>Health Partner</PageTitle>
      <Section aria-labelledby={`${ids.form}-h`}>
        <h2 id={`${ids.form}-h`}>Tata 1mg link for a member</h2>
        <Hint>The member opens the link to use their Tata 1mg health benefits. It is signed for that member and is valid for a day.</Hint>
        <form onSubmit={onSubmit} noValidate>
          <Row>
            <Field>
              <label htmlFor={ids.user}>Member user id</label>
              <Input
                id={ids.user}
                inputMode="numeric"
                autoComplete="off"
                value={userId}
                onChange={(e) => setUserId(e.target.value)}
                aria-invalid={send.errors.userId !== undefined}
                aria-describedby={send.errors.userId === undefined ? undefined : ids.userError}
              />
            </Field>
            <SubmitButton key={send.attempt} onClick={() => undefined} disabled={send.mutation.isPending || centre === undefined}>
              Generate link
            </SubmitButton>
          </Row>
          {send.errors.userId === undefined ? null : <FieldError id={ids.userError}>{send.errors.userId}</FieldError>}
        </form>
        {made === undefined ? null : (
          <Result role="status" aria-label="Generated link">
            <p>
              <strong>{made.memberName}</strong> (user id {made.userId}), valid until {centreTime(made.expiresOn)}
            </p>
            <p>
              <a href={made.link} target="_blank" rel="noreferrer">
                Open the Tata 1mg link
              </a>
            </p>
            <p>
              Hash <Hash>{made.hash}</Hash>
            </p>
          </Result>
        )}
      </Section>
      <Section aria-labelledby={`${ids.list}-h`}>
        <h2 id={`${ids.list}-h`}>Links generated at this centre</h2>
        <QueryBlock query={links} loadingLabel="Loading links" empty={{ when: (l) => l.length === 0, message: 'No link has been generated at this centre yet.' }}>
          {(list) => (
            <DataTable
              caption="Generated links"
              rows={list}
              rowKey={(l) => l.hash}
              columns={[
                {
                  key: 'member',
                  header: 'Member',
                  cell: (l) => (
                    <>
                      {l.memberName} ({l.userId})
                    </>
                  ),
                },
                { key: 'generated', header: 'Generated', cell: (l) => centreTime(l.generatedOn) },
                { key: 'until', header: 'Valid until', cell: (l) => centreTime(l.expiresOn) },
                { key: 'by', header: 'By', cell: (l) => l.generatedBy },
                { key: 'hash', header: 'Hash', cell: (l) => <Code title={l.hash}>{l.hash.slice(0, 12)}…</Code> },
              ]}
            />
          )}
        </QueryBlock>
      </Section>
    </>
  )
}

const Input = styled.input`
  min-height: 40px;
  width: 220px;
  max-width: 100%;
  padding: 6px 10px;
  border: 1px solid ${theme.color.control};
  border-radius: 8px;
  font: inherit;
`
const Result = styled.div`
  margin-top: 12px;
  padding: 12px;
  border-radius: 8px;
  background: ${theme.color.successSoft};
  p {
    margin: 0 0 6px;
  }
`
const Hash = styled.code`
  display: block;
  word-break: break-all;
  font-size: 13px;
`
