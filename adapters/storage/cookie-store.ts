import type { KeyValueStore } from '../../core/shared/key-value-store.port'

const ONE_YEAR_S = 365 * 24 * 3600

/** Keeps values in first-party cookies (the centre selection survives reloads and new tabs). */
export const createCookieStore = (doc: Pick<Document, 'cookie'>, maxAgeS = ONE_YEAR_S): KeyValueStore => {
  const read = (): Map<string, string> => {
    const m = new Map<string, string>()
    for (const part of doc.cookie.split(';')) {
      const i = part.indexOf('=')
      if (i < 0) continue
      const k = decodeURIComponent(part.slice(0, i).trim())
      m.set(k, decodeURIComponent(part.slice(i + 1).trim()))
    }
    return m
  }
  return {
    get: (k) => read().get(k),
    set: (k, v) => {
      doc.cookie = `${encodeURIComponent(k)}=${encodeURIComponent(v)}; path=/; max-age=${maxAgeS}; SameSite=Strict`
    },
    remove: (k) => {
      doc.cookie = `${encodeURIComponent(k)}=; path=/; max-age=0; SameSite=Strict`
    },
    keys: () => [...read().keys()],
  }
}
