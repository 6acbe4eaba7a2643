import type { CorePorts } from '../ports'
import { addChild } from './add-child.use-case'
import { callCustomer } from './call-customer.use-case'
import { clearBiometrics } from './clear-biometrics.use-case'
import { downloadInvoice } from './download-invoice.use-case'
import { findCustomer } from './find-customer.use-case'
import { loadAddOns } from './load-add-ons.use-case'
import { loadBcaHistory } from './load-bca-history.use-case'
import { loadChildren } from './load-children.use-case'
import { loadCustomer } from './load-customer.use-case'
import { loadMemberships } from './load-memberships.use-case'
import { loadOrderDetails } from './load-order-details.use-case'
import { loadOrders } from './load-orders.use-case'
import { lookupCustomer } from './lookup-customer.use-case'
import { recordBca } from './record-bca.use-case'
import { registerCustomer } from './register-customer.use-case'
import { revealPhone } from './reveal-phone.use-case'
import { searchUserByPhone } from './search-user-by-phone.use-case'

/** The customer use cases, bound to their ports. */
export const customerUseCases = (p: CorePorts) => ({
  addChild: addChild(p),
  callCustomer: callCustomer(p),
  clearBiometrics: clearBiometrics(p),
  downloadInvoice: downloadInvoice(p),
  findCustomer: findCustomer(p),
  loadAddOns: loadAddOns(p),
  loadBcaHistory: loadBcaHistory(p),
  loadChildren: loadChildren(p),
  loadCustomer: loadCustomer(p),
  loadMemberships: loadMemberships(p),
  loadOrderDetails: loadOrderDetails(p),
  loadOrders: loadOrders(p),
  lookupCustomer: lookupCustomer(p),
  recordBca: recordBca(p),
  registerCustomer: registerCustomer(p),
  revealPhone: revealPhone(p),
  searchUserByPhone: searchUserByPhone(p),
})
