import type { Db } from '../../db/database'
import { pick } from '../random'
import type { ScalePlan } from './plan'

/** Scale customers: ids from 10000001 on and phones from 6000000000 on, clear of the normal seed's. */
export const scaleCustomerId = (i: number): string => String(10_000_001 + i)
export const scaleCustomerPhone = (i: number): string => String(6_000_000_000 + i)
export const FIRST = ['Aarav', 'Vivaan', 'Aditya', 'Ishaan', 'Kabir', 'Ananya', 'Diya', 'Saanvi', 'Myra', 'Anika', 'Rohan', 'Neha', 'Karthik', 'Priya', 'Zoya', 'Arjun', 'Kavya', 'Nikhil', 'Sneha', 'Yash']
export const LAST = ['Sharma', 'Reddy', 'Gupta', 'Menon', 'Das', 'Joshi', 'Kapoor', 'Bhat', 'Rao', 'Singh', 'Ghosh', 'Mishra', 'Patel', 'Kulkarni', 'Naidu']

/** A scale customer's name (the same every time, so other scale seeds name them without a lookup). */
export const scaleCustomerName = (i: number): { readonly first: string; readonly last: string } => ({
  first: FIRST[i % FIRST.length] as string,
  last: LAST[Math.floor(i / FIRST.length) % LAST.length] as string,
})

/** The chain's customers (rows of the customers table and their profiles, as the normal seed's crowd). */
export const seedScaleCustomers = (db: Db, plan: ScalePlan, rnd: () => number, since: number): void => {
  const ins = db.prepare(
    'INSERT INTO customers (id, first_name, last_name, phone, email, is_phone_verified, profile_picture_url, city_id, created_at) VALUES (?, ?, ?, ?, ?, ?, NULL, ?, ?)',
  )
  const insProfile = db.prepare('INSERT INTO customer_profiles (user_id, data) VALUES (?, ?)')
  const profiles = [1, 2, 3].map((used) => JSON.stringify({ isV2: false, trial: { used, maxCount: 3 } }))
  const span = 3 * 365 * 86_400_000
  for (let i = 0; i < plan.customers; i++) {
    const n = scaleCustomerName(i)
    const email = rnd() < 0.6 ? `${n.first.toLowerCase()}.${n.last.toLowerCase()}${i}@mail.example` : null
    ins.run(scaleCustomerId(i), n.first, n.last, scaleCustomerPhone(i), email, rnd() < 0.9 ? 1 : 0, 1 + (i % 4), since - Math.floor(rnd() * span))
    insProfile.run(scaleCustomerId(i), pick(rnd, profiles))
  }
}
