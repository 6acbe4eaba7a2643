import { isRight } from 'fp-ts/Either'
import * as TE from 'fp-ts/TaskEither'
import { checkInsFromWireFast } from '../adapters/http/check-in-list.mapping'
import { CheckInListFast } from '../adapters/http/contract/check-in-list.fast-codec'
import { CheckInListWire } from '../adapters/http/contract/check-in.codecs'
import { checkInFromWire } from '../adapters/http/wire-mapping'
import type { CheckIn } from '../core/check-in/check-in'
import type { CheckInRegistry } from '../core/check-in/check-in-registry.port'
import { classifyCheckIns } from '../core/check-in/classify-check-ins.use-case'
import { createManualClock } from '../adapters/clock/manual-clock'
import { MAIN_GYM_ID, seededCheckInListJson } from './check-in-payload'

const median = (xs: readonly number[]): number => {
  const s = [...xs].sort((a, b) => a - b)
  const m = Math.floor(s.length / 2)
  return s.length % 2 === 1 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2
}

/** The core's classify + group over an already mapped list (the registry answers it at once). */
const classifier = (now: number) => {
  let current: readonly CheckIn[] = []
  const registry = { list: () => TE.right(current) } as unknown as CheckInRegistry
  const classify = classifyCheckIns({ checkIns: registry, clock: createManualClock(now) })
  return async (list: readonly CheckIn[]) => {
    current = list
    const r = await classify({ centerId: MAIN_GYM_ID, kind: 'validated' })()
    if (!isRight(r)) throw new Error('classify failed')
    return r.right
  }
}

/**
 * (a) The check-in list pipeline on the seeded 10,000-record answer: JSON.parse + CheckInListFast +
 * mapping to domain + classify (display states) + group, as a ratio to JSON.parse alone of the same
 * text, measured interleaved in one run (median of the rounds). Plain io-ts decoding (CheckInListWire
 * with the reference mapping) is printed beside it. Target: at most 1.5x.
 */
export const checkInPipeline = {
  name: 'check-in list pipeline (10,000 check-ins)',
  run: async () => {
    const now = Date.now()
    const text = seededCheckInListJson(now)
    const classify = classifier(now)
    const parseOnly = (): unknown => JSON.parse(text)
    const fast = async () => {
      const r = CheckInListFast.decode(JSON.parse(text))
      if (!isRight(r)) throw new Error('fast decode failed')
      return classify(checkInsFromWireFast(r.right.checkIns))
    }
    const ioTsDecode = () => {
      const r = CheckInListWire.decode(JSON.parse(text))
      if (!isRight(r)) throw new Error('io-ts decode failed')
      return r.right
    }
    const ioTsPipeline = async () => classify(ioTsDecode().checkIns.map(checkInFromWire))
    const time = async (f: () => unknown): Promise<number> => {
      const t0 = performance.now()
      await f()
      return performance.now() - t0
    }
    const ROUNDS = 25
    const WARMUP = 8
    const t = { parse: [] as number[], fast: [] as number[], ioTsDecode: [] as number[], ioTsPipeline: [] as number[] }
    for (let i = 0; i < ROUNDS + WARMUP; i++) {
      const p = await time(parseOnly)
      const f = await time(fast)
      const d = await time(ioTsDecode)
      const q = await time(ioTsPipeline)
      if (i < WARMUP) continue
      t.parse.push(p)
      t.fast.push(f)
      t.ioTsDecode.push(d)
      t.ioTsPipeline.push(q)
    }
    const records = (JSON.parse(text) as { checkIns: unknown[] }).checkIns.length
    const sections = (await fast()).sections.map((s) => `${s.key}:${s.checkIns.length}`).join(' ')
    const mp = median(t.parse)
    return {
      records,
      'payload MiB': (text.length / 1024 / 1024).toFixed(2),
      rounds: `${ROUNDS} (after ${WARMUP} warm-up), interleaved`,
      'JSON.parse median ms': mp.toFixed(2),
      'fast pipeline median ms': median(t.fast).toFixed(2),
      'fast pipeline / JSON.parse (target <= 1.5)': (median(t.fast) / mp).toFixed(2),
      'io-ts decode only median ms': median(t.ioTsDecode).toFixed(2),
      'io-ts decode only / JSON.parse': (median(t.ioTsDecode) / mp).toFixed(2),
      'io-ts pipeline / JSON.parse': (median(t.ioTsPipeline) / mp).toFixed(2),
      'sections (classified at seed time)': sections,
    }
  },
}
