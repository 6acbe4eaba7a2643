import type { Container } from 'inversify'
import { createUseCases } from '../core/use-cases'
import { createHttpCentreDirectory } from '../adapters/http/centre-directory.http'
import { createHttpStaffAccess } from '../adapters/http/staff-access.http'
import { TOKENS } from './tokens'

/** Binds the core's port record and the use cases over whatever adapters the runtime bound. */
export const bindCore = (c: Container): void => {
  c.bind(TOKENS.ports)
    .toDynamicValue((ctx) => ({
      centres: ctx.get(TOKENS.centres),
      staffAccess: ctx.get(TOKENS.staffAccess),
      selection: ctx.get(TOKENS.selection),
      storage: ctx.get(TOKENS.storage),
      clock: ctx.get(TOKENS.clock),
      ids: ctx.get(TOKENS.ids),
      reporter: ctx.get(TOKENS.reporter),
      pii: ctx.get(TOKENS.pii),
    }))
    .inSingletonScope()
  c.bind(TOKENS.useCases)
    .toDynamicValue((ctx) => createUseCases(ctx.get(TOKENS.ports)))
    .inSingletonScope()
}

/** Binds one HTTP gateway per port over the bound HttpClient. */
export const bindHttpGateways = (c: Container): void => {
  c.bind(TOKENS.centres)
    .toDynamicValue((ctx) => createHttpCentreDirectory(ctx.get(TOKENS.http)))
    .inSingletonScope()
  c.bind(TOKENS.staffAccess)
    .toDynamicValue((ctx) => createHttpStaffAccess(ctx.get(TOKENS.http)))
    .inSingletonScope()
}
