import type { CentreWire } from '../../../adapters/http/contract/centre.codecs'
import type { Db } from '../../db/database'
import { centre } from '../centres'
import type { Persona } from '../personas'
import { pick } from '../random'
import type { ScalePlan } from './plan'

/** Scale centres take ids from 101 on (service ids from 1101 on), clear of the normal seed's. */
export const SCALE_CENTRE_FIRST_ID = 101
export const scaleCentreId = (i: number): number => SCALE_CENTRE_FIRST_ID + i

const TYPES: readonly CentreWire['type'][] = ['GYMFIT', 'CULT', 'ONEPASS', 'PLAY', 'BOOTCAMP']
const MODELS: readonly CentreWire['centerModel'][] = ['COCO', 'FOFO', 'MARKETPLACE']
const LOCALITIES = ['Malleshwaram', 'Yelahanka', 'Hebbal', 'Banashankari', 'Powai', 'Thane West', 'Vashi', 'Baner', 'Kothrud', 'Gachibowli', 'Madhapur', 'Anna Nagar', 'Velachery', 'Saket', 'Dwarka', 'Salt Lake']
const SKU: Readonly<Record<CentreWire['type'], number>> = { GYMFIT: 1, ONEPASS: 7, CULT: 1, PLAY: 3, BOOTCAMP: 5 }

/** The centres of a scale seed, every type among them (they cycle), the busiest first. */
export const scaleCentres = (plan: ScalePlan, rnd: () => number): readonly { readonly wire: CentreWire; readonly ptEnabled: boolean }[] =>
  Array.from({ length: plan.centres }, (_, i) => {
    const type = TYPES[i % TYPES.length] as CentreWire['type']
    const locality = pick(rnd, LOCALITIES)
    const label = type === 'GYMFIT' ? 'Gym' : type === 'ONEPASS' ? 'One Pass' : type === 'CULT' ? 'Cult' : type === 'PLAY' ? 'Play Arena' : 'Bootcamp'
    const wire = centre(scaleCentreId(i), `${locality} ${label} ${i + 1}`, locality, type, pick(rnd, MODELS), { skus: [{ id: SKU[type] }] })
    return { wire: { ...wire, address: { city: { cityId: 1 + (i % 4) } } }, ptEnabled: type === 'GYMFIT' || type === 'PLAY' }
  })

/**
 * Inserts the scale centres and lets the owner see every one of them, after the normal seed's:
 * in the selector's list (staff_centres) and in the persona's centres the server checks calls against.
 */
export const seedScaleCentres = (db: Db, plan: ScalePlan, rnd: () => number): readonly CentreWire[] => {
  const ins = db.prepare('INSERT INTO centres (id, center_service_id, pt_enabled, data) VALUES (?, ?, ?, ?)')
  const link = db.prepare('INSERT INTO staff_centres (staff_id, centre_id, position) VALUES (?, ?, ?)')
  const first = (db.prepare("SELECT COALESCE(MAX(position), -1) + 1 FROM staff_centres WHERE staff_id = 'staff-owner'").pluck().get() as number)
  const centres = scaleCentres(plan, rnd)
  centres.forEach((c, i) => {
    ins.run(c.wire.id, c.wire.centerServiceId, c.ptEnabled ? 1 : 0, JSON.stringify(c.wire))
    link.run('staff-owner', c.wire.id, first + i)
  })
  const owner = db.prepare("SELECT data FROM staff WHERE id = 'staff-owner'").pluck().get() as string | undefined
  if (owner !== undefined) {
    const persona = JSON.parse(owner) as Persona
    const data: Persona = { ...persona, centres: [...persona.centres, ...centres.map((c) => c.wire.id)] }
    db.prepare("UPDATE staff SET data = ? WHERE id = 'staff-owner'").run(JSON.stringify(data))
  }
  return centres.map((c) => c.wire)
}
