import { useEffect, useRef } from 'react'
import styled from 'styled-components'
import uPlot from 'uplot'
import 'uplot/dist/uPlot.min.css'
import type { DashboardDay } from '../../core/dashboard/dashboard'
import { epochMs } from '../../core/shared/brands'
import { centreDayOf, startOfCentreDay } from '../../core/shared/centre-day'
import { paiseToRupees } from '../../core/shared/money'
import { CENTRE_TIME_ZONE } from '../../core/shared/zone'
import { DASHBOARD_REVENUE } from '../../core/shared/messages'
import { theme } from '../theme/theme'
import { shortDayWords } from './dashboard-format'

/** Whether this browser can draw on a canvas (a test DOM cannot; the table beside the chart carries the figures). */
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
 * Visits and revenue per day, drawn with uPlot (canvas; loaded with this screen only). The figures
 * are also in the table beside it, which is what assistive technology reads: the chart is an
 * image with a one-line summary.
 */
export const DayChart = ({ days, visitsLabel, summary }: { readonly days: readonly DashboardDay[]; readonly visitsLabel: string; readonly summary: string }) => {
  const box = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const el = box.current
    if (el === null || !canDraw()) return
    const data: uPlot.AlignedData = [
      days.map((d) => startOfCentreDay(d.day) / 1000),
      days.map((d) => d.visits),
      days.map((d) => paiseToRupees(d.revenue)),
    ]
    const plot = new uPlot(
      {
        width: Math.max(260, el.clientWidth),
        height: CHART_HEIGHT,
        tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), CENTRE_TIME_ZONE),
        legend: { show: false },
        cursor: { drag: { x: false, y: false } },
        scales: { x: { time: true }, rs: { auto: true } },
        axes: [
          {
            stroke: theme.color.muted,
            grid: { stroke: theme.color.border },
            incrs: [DAY_S, 2 * DAY_S, 7 * DAY_S, 14 * DAY_S, 28 * DAY_S],
            space: 48,
            values: (_u, splits) => splits.map((s) => shortDayWords(centreDayOf(epochMs(s * 1000)))),
          },
          { stroke: theme.color.muted, grid: { stroke: theme.color.border } },
          { side: 1, size: 76, scale: 'rs', stroke: theme.color.muted, grid: { show: false }, values: (_u, vals) => vals.map((v) => `₹${v.toLocaleString('en-IN')}`) },
        ],
        series: [
          {},
          { label: visitsLabel, stroke: theme.color.primary, width: 2, points: { show: true } },
          { label: `${DASHBOARD_REVENUE} (₹)`, scale: 'rs', stroke: theme.color.success, width: 2, dash: [6, 4], points: { show: true } },
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
  }, [days, visitsLabel])
  return (
    <Figure>
      <Box ref={box} role="img" aria-label={summary} />
      <Legend aria-hidden="true">
        <span>
          <Swatch $colour={theme.color.primary} /> {visitsLabel}
        </span>
        <span>
          <Swatch $colour={theme.color.success} $dashed /> {DASHBOARD_REVENUE} (₹)
        </span>
      </Legend>
    </Figure>
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
  color: ${theme.color.text};
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
const Figure = styled.figure`
  margin: 0;
`
