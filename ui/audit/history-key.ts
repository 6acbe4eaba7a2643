/** The History block's query key (under the profile's keys: refreshing the profile refreshes it); without a page, every page. Its own module, so a form that refreshes History loads nothing of the block. */
export const historyKey = (customerId: string, page?: number): readonly unknown[] => (page === undefined ? ['profile', customerId, 'history'] : ['profile', customerId, 'history', page])
