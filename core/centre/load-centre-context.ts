

export const SELECTED_CENTRE_KEY = 'selectedCenterServiceId'
