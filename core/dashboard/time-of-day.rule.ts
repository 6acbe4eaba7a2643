import { SLOT_BUCKETS } from '../shared/constants'

/** The spec's time-of-day buckets (part 3 §9): 4-9, 9-14, 14-18, 18-23, hours [from, to) on the centre's clock. */
export const TIME_OF_DAY_BUCKETS = SLOT_BUCKETS

/** The bucket an hour of the day (0-23) falls in, or undefined for the night hours 23-4. */
export const timeOfDayBucketIndex = (hour: number): number | undefined => {
  const i = TIME_OF_DAY_BUCKETS.findIndex(([from, to]) => hour >= from && hour < to)
  return i === -1 ? undefined : i
}

/** '4 AM – 9 AM' style words for a bucket's hours. */
export const hourWords = (h: number): string => {
  const h12 = h % 12 === 0 ? 12 : h % 12
  return `${h12} ${h < 12 ? 'AM' : 'PM'}`
}
export const bucketWords = (fromHour: number, toHour: number): string => `${hourWords(fromHour)} – ${hourWords(toHour)}`
