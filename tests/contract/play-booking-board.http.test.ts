import { createHttpPlayBookingBoard } from '../../adapters/http/play-booking-board.http'
import { httpClientAs } from '../support/sandbox-client'
import { playBookingBoardContract } from './play-booking-board.contract'

playBookingBoardContract('HTTP against the sandbox', async () => ({
  board: createHttpPlayBookingBoard(await httpClientAs('play-coach')),
  centerServiceId: 1004,
}))
