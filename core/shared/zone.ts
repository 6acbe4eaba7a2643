/** Calendar days and clock times are always computed in the centre's zone, never the machine's. */
export const CENTRE_TIME_ZONE = 'Asia/Kolkata'
