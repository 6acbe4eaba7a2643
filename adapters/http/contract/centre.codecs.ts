import * as t from 'io-ts'

const optional = <C extends t.Mixed>(c: C) => t.union([c, t.undefined, t.null])

export const CentreWire = t.intersection([
  t.type({
    id: t.number,
    centerServiceId: t.number,
    name: t.string,
    locality: t.string,
    type: t.keyof({ GYMFIT: null, ONEPASS: null, CULT: null, PLAY: null, BOOTCAMP: null }),
    centerModel: t.keyof({ COCO: null, FOFO: null, MARKETPLACE: null }),
    contextNames: t.array(t.string),
    skus: t.array(t.type({ id: t.number })),
    address: t.type({ city: t.type({ cityId: t.number }) }),
  }),
  t.partial({
    cultCenterId: optional(t.number),
    category: optional(t.string),
    subType: optional(t.string),
    linkedCenterId: optional(t.number),
    terminationDate: optional(t.number),
  }),
])
export type CentreWire = t.TypeOf<typeof CentreWire>

export const UserContextWire = t.intersection([
  t.type({ id: t.string, name: t.string, email: t.string }),
  t.partial({ empId: optional(t.string), cultEmployeeId: optional(t.string), phone: optional(t.string) }),
])
export type UserContextWire = t.TypeOf<typeof UserContextWire>

export const CentreDetailsWire = t.type({
  centers: t.array(CentreWire),
  userContext: UserContextWire,
  gymPtEnabledCenter: t.array(t.number),
})
export type CentreDetailsWire = t.TypeOf<typeof CentreDetailsWire>
