import { createHttpEmployeeBook } from '../../adapters/http/employee-book.http'
import { epochMs } from '../../core/shared/brands'
import { centreDayOf } from '../../core/shared/centre-day'
import { httpClientAs } from '../support/sandbox-client'
import { employeeBookContract } from './employee-book.contract'

employeeBookContract('HTTP against the sandbox', async () => ({
  book: createHttpEmployeeBook(await httpClientAs('owner')),
  gym: { centerServiceId: 1001, type: 'GYMFIT' },
  play: { centerServiceId: 1004, type: 'PLAY' },
  today: centreDayOf(epochMs(Date.now())),
}))
