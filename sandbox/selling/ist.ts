import { formatInTimeZone, fromZonedTime } from 'date-fns-tz'
import { DAY_MS } from '../../core/shared/constants'
import { CENTRE_TIME_ZONE } from '../../core/shared/zone'

/** yyyy-MM-dd of the Asia/Kolkata day holding `ms`. */
export const istDay = (ms: number): string => formatInTimeZone(ms, CENTRE_TIME_ZONE, 'yyyy-MM-dd')

/** Epoch ms of the start (00:00 Asia/Kolkata) of the day holding `ms`. */
export const startOfIstDay = (ms: number): number => fromZonedTime(`${istDay(ms)}T00:00:00`, CENTRE_TIME_ZONE).getTime()

/** Start of the Asia/Kolkata day `days` after the day holding `ms`. */
export const addIstDays = (ms: number, days: number): number => startOfIstDay(startOfIstDay(ms) + days * DAY_MS + DAY_MS / 2)
