import { groupIndian } from './money'

/** A count with the Indian grouping the money formatter uses: 10000 -> '10,000', 1234567 -> '12,34,567'. */
export const formatCount = (n: number): string => {
  if (!Number.isFinite(n)) return String(n)
  const [whole = '0', fraction] = Math.abs(n).toFixed(2).replace(/\.?0+$/, '').split('.')
  const sign = n < 0 && (whole !== '0' || fraction !== undefined) ? '-' : ''
  return `${sign}${groupIndian(whole)}${fraction === undefined ? '' : `.${fraction}`}`
}
