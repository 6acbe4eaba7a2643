import { useEffect, useRef } from 'react'
import styled from 'styled-components'
import uPlot from 'uplot'
import 'uplot/dist/uPlot.min.css'
import type { PqsMetricDay } from '../../core/performance/performance'
import { epochMs } from '../../core/shared/brands'
import { centreDayOf, startOfCentreDay } from '../../core/shared/centre-day'
import { PQS_TARGET, PQS_VALUE } from '../../core/shared/messages'
import { CENTRE_TIME_ZONE } from '../../core/shared/zone'
import { theme } from '../theme/theme'
import { shortDayWords } from '../dashboards/dashboard-format'

const canDraw = (): boolean => {
  try {
    return document.createElement('canvas').getContext('2d') !== null
  } catch {
    return false
  }
}

const CHART_HEIGHT = 220
const DAY_S = 86_400

/**
 * A PQS metric's share by day (percent; a day with no records is a gap) against its target, drawn
 * with uPlot. The chart is an image with a one-line summary; the figures are in the table below it.
 */
export const PqsChart = ({ days, targetPercent, summary }: { readonly days: readonly PqsMetricDay[]; readonly targetPercent: number; readonly summary: string }) => {
  const box = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const el = box.current
    if (el === null || !canDraw()) return
    const data: uPlot.AlignedData = [days.map((d) => startOfCentreDay(d.day) / 1000), days.map((d) => d.percent ?? null), days.map(() => targetPercent)]
    const plot = new uPlot(
      {
        width: Math.max(260, el.clientWidth),
        height: CHART_HEIGHT,
        tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), CENTRE_TIME_ZONE),
        legend: { show: false },
        cursor: { drag: { x: false, y: false } },
        scales: { x: { time: true }, y: { range: [0, 100] } },
        axes: [
          {
            stroke: theme.color.muted,
            grid: { stroke: theme.color.border },
            incrs: [DAY_S, 2 * DAY_S, 7 * DAY_S, 14 * DAY_S, 28 * DAY_S],
            space: 48,
            values: (_u, splits) => splits.map((s) => shortDayWords(centreDayOf(epochMs(s * 1000)))),
          },
          { stroke: theme.color.muted, grid: { stroke: theme.color.border }, values: (_u, vals) => vals.map((v) => `${v}%`) },
        ],
        series: [
          {},
          { label: PQS_VALUE, stroke: theme.color.primary, width: 2, points: { show: true }, spanGaps: false },
          { label: PQS_TARGET, stroke: theme.color.success, width: 2, dash: [6, 4], points: { show: false } },
        ],
      },
      data,
      el,
    )
    const resize = new ResizeObserver(() => plot.setSize({ width: Math.max(260, el.clientWidth), height: CHART_HEIGHT }))
    resize.observe(el)
    return () => {
      resize.disconnect()
      plot.destroy()
    }
  }, [days, targetPercent])
  return (
    <figure style={{ margin: 0 }}>
      <Box ref={box} role="img" aria-label={summary} />
      <Legend aria-hidden="true">
        <span>
          <Swatch $colour={theme.color.primary} /> {PQS_VALUE} (%)
        </span>
        <span>
          <Swatch $colour={theme.color.success} $dashed /> {PQS_TARGET} ({targetPercent}%)
        </span>
      </Legend>
    </figure>
  )
}

const Box = styled.div`
  width: 100%;
  min-height: ${CHART_HEIGHT}px;
`
const Legend = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 16px;
  margin-top: 6px;
  font-size: 13px;
  span {
    display: inline-flex;
    align-items: center;
    gap: 6px;
  }
`
const Swatch = styled.i<{ $colour: string; $dashed?: boolean }>`
  display: inline-block;
  width: 18px;
  height: 0;
  border-top: 3px ${(p) => (p.$dashed === true ? 'dashed' : 'solid')} ${(p) => p.$colour};
`
