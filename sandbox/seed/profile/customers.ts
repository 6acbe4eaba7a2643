import type { CustomerProfile } from '../../store/profile-store'
import { pick } from '../random'
import type { ProfileSeed } from './seed-context'

/** The demo customers (fixed phones, listed in sandbox/README.md). */
export const DEMO = {
  none: { id: '200001', phone: '9000000001', first: 'Nina', last: 'Nair' },
  trialLeft: { id: '200002', phone: '9000000002', first: 'Tara', last: 'Thomas' },
  activeUnder30: { id: '200003', phone: '9000000003', first: 'Sameer', last: 'Sethi' },
  activeOver30: { id: '200004', phone: '9000000004', first: 'Lakshmi', last: 'Iyengar' },
  upcoming: { id: '200005', phone: '9000000005', first: 'Uday', last: 'Upadhyay' },
  paused: { id: '200006', phone: '9000000006', first: 'Pooja', last: 'Patil' },
  expired: { id: '200007', phone: '9000000007', first: 'Ekta', last: 'Engineer' },
  activePt: { id: '200008', phone: '9000000008', first: 'Prakash', last: 'Pandey' },
  v2: { id: '200009', phone: '9000000009', first: 'Vera', last: 'Varghese' },
  playParent: { id: '200010', phone: '8000000001', first: 'Parul', last: 'Prasad' },
  ivrFails: { id: '200011', phone: '8000000002', first: 'Nikhil', last: 'Naik' },
  bca: { id: '200012', phone: '8000000003', first: 'Bhavna', last: 'Bose' },
  editable: { id: '200013', phone: '8000000005', first: 'Meghna', last: 'Mehta' },
  checkIn: { id: '200014', phone: '8000000006', first: 'Charan', last: 'Chopra' },
  passcode: { id: '200015', phone: '8000000007', first: 'Pavan', last: 'Pillai' },
} as const

/** The crowd: customers beside the demo ones, enough for the main gym's full day of check-ins. */
export const CROWD = 2_000
export const crowdId = (i: number): string => String(300001 + i)
const crowdPhone = (i: number): string => String(7100000000 + i * 37)
const FIRST = ['Aarav', 'Vivaan', 'Aditya', 'Ishaan', 'Kabir', 'Ananya', 'Diya', 'Saanvi', 'Myra', 'Anika', 'Rohan', 'Neha', 'Karthik', 'Priya', 'Zoya']
const LAST = ['Sharma', 'Reddy', 'Gupta', 'Menon', 'Das', 'Joshi', 'Kapoor', 'Bhat', 'Rao', 'Singh', 'Ghosh', 'Mishra']

/** The demo customers with their profiles (trials, v2 buttons, IVR failing), and the crowd. */
export const seedCustomers = ({ db, rnd, at }: ProfileSeed): void => {
  const insCustomer = db.prepare(
    'INSERT INTO customers (id, first_name, last_name, phone, email, is_phone_verified, profile_picture_url, city_id, created_at) VALUES (?, ?, ?, ?, ?, ?, NULL, ?, ?)',
  )
  const insProfile = db.prepare('INSERT INTO customer_profiles (user_id, data) VALUES (?, ?)')
  const profileOf: Record<string, CustomerProfile> = {
    [DEMO.none.id]: { isV2: false, trial: { used: 3, maxCount: 3 } },
    [DEMO.trialLeft.id]: { isV2: false, trial: { used: 1, maxCount: 3 } },
    [DEMO.v2.id]: {
      isV2: true,
      trial: { used: 3, maxCount: 3 },
      buttons: {
        primary: { action: 'SELL_PT_PACK', title: 'Sell PT Pack' },
        secondary: { action: 'RECORD_REFERRAL', title: 'Record Referral' },
        tertiary: { action: 'CHECK_IN', title: 'Check In' },
        tooltipButtons: [{ action: 'RECORD_PITCH', title: 'Record Pitch' }],
      },
    },
    [DEMO.ivrFails.id]: { isV2: false, trial: { used: 3, maxCount: 3 }, ivrFails: true },
    [DEMO.playParent.id]: { isV2: false, trial: { used: 0, maxCount: 2 }, emergencyPhone: '8000000091' },
  }
  Object.values(DEMO).forEach((d, i) => {
    insCustomer.run(d.id, d.first, d.last, d.phone, `${d.first.toLowerCase()}.${d.last.toLowerCase()}@mail.example`, i % 3 === 0 ? 0 : 1, d.id === DEMO.ivrFails.id ? 2 : 1, at(-400 + i, 10))
    insProfile.run(d.id, JSON.stringify(profileOf[d.id] ?? { isV2: false, trial: { used: 3, maxCount: 3 } }))
  })
  for (let i = 0; i < CROWD; i++) {
    insCustomer.run(crowdId(i), pick(rnd, FIRST), pick(rnd, LAST), crowdPhone(i), null, 1, 1, at(-300, 9))
    insProfile.run(crowdId(i), JSON.stringify({ isV2: false, trial: { used: 1 + (i % 3), maxCount: 3 } }))
  }
}
