import { useEffect, useRef } from 'react'
import styled from 'styled-components'
import uPlot from 'uplot'
import 'uplot/dist/uPlot.min.css'
import { epochMs } from '../../core/shared/brands'
import { type CentreDay, centreDayOf, startOfCentreDay } from '../../core/shared/centre-day'
import { CENTRE_TIME_ZONE } from '../../core/shared/zone'
import { shortDayWords } from '../dashboards/dashboard-format'
import { theme } from '../theme/theme'

/** One line of a day chart: its values by day (null: a gap) and how it is drawn and named. */
export type DayLine = {
  /** The line's name in the legend under the chart. */
  readonly legend: string
  readonly values: readonly (number | null)[]
  readonly colour: string
  readonly dashed?: boolean
  readonly points?: boolean
  /** Drawn against its own scale on a right-hand axis, its ticks written by `format`. */
  readonly rightAxis?: { readonly format: (v: number) => string; readonly size: number }
}

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
const RIGHT = 'right'

/**
 * Lines by centre day, drawn with uPlot (canvas; loaded only with the screens that draw one): the
 * dashboards' visits and revenue, My Performance, a PQS metric against its target. The figures
 * are also in a table beside it, which is what assistive technology reads: the chart is an image
 * with a one-line summary, and its legend is hidden from screen readers.
 */
export const DayLineChart = ({
  days,
  lines,
  summary,
  yRange,
  yFormat,
}: {
  readonly days: readonly CentreDay[]
  readonly lines: readonly DayLine[]
  readonly summary: string
  /** A fixed range for the left axis (e.g. 0 to 100 for a percentage); else it fits the values. */
  readonly yRange?: readonly [number, number]
  readonly yFormat?: (v: number) => string
}) => {
  const box = useRef<HTMLDivElement>(null)
  // The chart is drawn again only when what it shows changes, not on every render of its screen.
  const drawn = JSON.stringify({ days, lines: lines.map((l) => [l.legend, l.values, l.colour, l.dashed, l.points, l.rightAxis?.size]), yRange })
  const right = lines.find((l) => l.rightAxis !== undefined)?.rightAxis
  const rightFormat = right?.format
  useEffect(() => {
    const el = box.current
    if (el === null || !canDraw()) return
    const leftFormat = yFormat
    const drawnLines = lines
    const data: uPlot.AlignedData = [days.map((d) => startOfCentreDay(d) / 1000), ...drawnLines.map((l) => [...l.values])]
    const plot = new uPlot(
      {
        width: Math.max(260, el.clientWidth),
        height: CHART_HEIGHT,
        tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), CENTRE_TIME_ZONE),
        legend: { show: false },
        cursor: { drag: { x: false, y: false } },
        scales: { x: { time: true }, ...(yRange === undefined ? {} : { y: { range: [yRange[0], yRange[1]] } }), ...(right === undefined ? {} : { [RIGHT]: { auto: true } }) },
        axes: [
          {
            stroke: theme.color.muted,
            grid: { stroke: theme.color.border },
            incrs: [DAY_S, 2 * DAY_S, 7 * DAY_S, 14 * DAY_S, 28 * DAY_S],
            space: 48,
            values: (_u, splits) => splits.map((s) => shortDayWords(centreDayOf(epochMs(s * 1000)))),
          },
          { stroke: theme.color.muted, grid: { stroke: theme.color.border }, ...(leftFormat === undefined ? {} : { values: (_u: uPlot, vals: number[]) => vals.map(leftFormat) }) },
          ...(right === undefined || rightFormat === undefined
            ? []
            : [{ side: 1, size: right.size, scale: RIGHT, stroke: theme.color.muted, grid: { show: false }, values: (_u: uPlot, vals: number[]) => vals.map(rightFormat) }]),
        ],
        series: [
          {},
          ...drawnLines.map((l) => ({
            label: l.legend,
            stroke: l.colour,
            width: 2,
            points: { show: l.points === true },
            spanGaps: false,
            ...(l.dashed === true ? { dash: [6, 4] } : {}),
            ...(l.rightAxis === undefined ? {} : { scale: RIGHT }),
          })),
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
    // `drawn` stands for days, lines and yRange by value (callers pass new arrays on each render);
    // the tick formats are module-level functions of the callers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [drawn, yFormat, rightFormat])
  return (
    <Figure>
      <Box ref={box} role="img" aria-label={summary} />
      <Legend aria-hidden="true">
        {lines.map((l) => (
          <span key={l.legend}>
            <Swatch $colour={l.colour} $dashed={l.dashed === true} /> {l.legend}
          </span>
        ))}
      </Legend>
    </Figure>
  )
}

const Figure = styled.figure`
  margin: 0;
`
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
const Swatch = styled.i<{ $colour: string; $dashed: boolean }>`
  display: inline-block;
  width: 18px;
  height: 0;
  border-top: 3px ${(p) => (p.$dashed ? 'dashed' : 'solid')} ${(p) => p.$colour};
`
