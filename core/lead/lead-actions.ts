import { RECORD_PITCH_FAILED } from '../shared/messages'

/** 'Record Pitch unsuccessful' with the server's reason when it gives one. */
export const pitchFailedWith = (reason: string): string => `${RECORD_PITCH_FAILED} ${reason}`.trim()
