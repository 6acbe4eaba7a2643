/** An employee offered in a picker (label, value, email). */
export type Employee = { readonly label: string; readonly value: string; readonly email: string; readonly roles: readonly string[] }

/** A trainer or agent at a centre; e-mail and phone sealed with the agent's identity id. */
export type SealedAgent = {
  readonly name: string
  readonly identityId: string
  readonly sealedEmail: string
  readonly sealedPhone: string
  readonly roles: readonly string[]
  readonly services: readonly { readonly serviceName: string; readonly centerServiceId: number; readonly active: boolean }[]
  readonly photoUrls: readonly string[]
}

export type Agent = Omit<SealedAgent, 'sealedEmail' | 'sealedPhone'> & { readonly email: string; readonly phone: string }
