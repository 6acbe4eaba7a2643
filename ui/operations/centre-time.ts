/** A moment as staff read it, in the centre's zone (Asia/Kolkata): '26 Nov 2026, 2:05 pm'. */
export const centreTime = (ms: number): string => new Date(ms).toLocaleString('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'medium', timeStyle: 'short' })

/** A day as staff read it, in the centre's zone: '26 Nov 2026'. */
export const centreDate = (ms: number): string => new Date(ms).toLocaleDateString('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'medium' })
