/** The content codings the sandbox sends, best first. */
export type Coding = 'br' | 'gzip'

/**
 * The best coding a request's Accept-Encoding allows among those available (brotli before gzip),
 * honouring q-values (`q=0` refuses) and `*`; undefined means send the bytes as they are.
 */
export const chooseCoding = (header: string | undefined, available: readonly Coding[] = ['br', 'gzip']): Coding | undefined => {
  if (header === undefined || header.trim() === '') return undefined
  const weights = new Map<string, number>()
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';')
    if (name === undefined || name === '') continue
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    const weight = q === undefined ? 1 : Number(q.slice(2))
    weights.set(name, Number.isFinite(weight) ? weight : 0)
  }
  let best: { coding: Coding; q: number } | undefined
  for (const coding of available) {
    const q = weights.get(coding) ?? weights.get('*') ?? 0
    if (q > 0 && (best === undefined || q > best.q)) best = { coding, q }
  }
  return best?.coding
}
