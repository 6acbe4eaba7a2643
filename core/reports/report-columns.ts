import type { ReportColumn, ReportKind } from './report'
import type { EnumDomain } from '../shared/enum-labels'

const col = (key: string, label: string, type: ReportColumn['type'] = 'text'): ReportColumn => ({ key, label, type })
/** A text column of codes, shown and exported in words (core/shared/enum-labels). */
const codes = (key: string, label: string, domain: EnumDomain): ReportColumn => ({ key, label, type: 'text', codes: domain })

/**
 * The columns of every report (the spec shows none; chosen for what a centre manager reads, see
 * docs/decisions/reports.md). The server answers rows keyed by these keys.
 */
export const REPORT_COLUMNS: Readonly<Record<ReportKind, readonly ReportColumn[]>> = {
  settlements: [col('day', 'Date', 'date'), col('orders', 'Card orders', 'count'), col('collected', 'Collected', 'money'), col('status', 'Status')],
  invoices: [
    col('day', 'Date', 'date'),
    col('invoice', 'Invoice'),
    col('member', 'Member'),
    col('pack', 'Pack'),
    col('paidBy', 'Paid by'),
    col('amount', 'Amount', 'money'),
    col('gst', 'GST included', 'money'),
  ],
  adjustments: [col('day', 'Date', 'date'), col('order', 'Order'), col('member', 'Member'), col('amount', 'Amount not collected', 'money'), col('reason', 'Reason')],
  payments: [
    col('day', 'Date', 'date'),
    col('payment', 'Payment'),
    col('machine', 'Card machine'),
    col('member', 'Member'),
    col('state', 'State'),
    col('amount', 'Amount', 'money'),
  ],
  receivables: [col('day', 'Date', 'date'), col('orders', 'Cash orders', 'count'), col('cash', 'Cash to deposit', 'money')],
  exceptions: [
    col('day', 'Date', 'date'),
    col('payment', 'Payment'),
    col('machine', 'Card machine'),
    col('member', 'Member'),
    col('state', 'State'),
    col('amount', 'Amount', 'money'),
  ],
  leadDetails: [
    col('day', 'Created', 'date'),
    col('member', 'Member'),
    codes('category', 'Lead type', 'leadCategory'),
    codes('status', 'Status', 'leadStatus'),
    codes('quality', 'Quality', 'leadQuality'),
    col('owner', 'Lead owner'),
    col('comment', 'Comment'),
  ],
  luxLeadDetails: [
    col('day', 'Created', 'date'),
    col('member', 'Member'),
    codes('category', 'Lead type', 'leadCategory'),
    codes('status', 'Status', 'leadStatus'),
    codes('quality', 'Quality', 'leadQuality'),
    col('owner', 'Lead owner'),
    col('comment', 'Comment'),
  ],
  myMembers: [col('member', 'Member'), col('membership', 'Membership'), col('start', 'Start', 'date'), col('end', 'End', 'date'), col('daysLeft', 'Days left', 'number')],
  newMembers: [col('start', 'Joined', 'date'), col('member', 'Member'), col('membership', 'Membership'), col('end', 'End', 'date')],
  centerHealth: [
    col('day', 'Date', 'date'),
    col('checkIns', 'Check-ins', 'count'),
    col('b4to9', '4-9', 'count'),
    col('b9to14', '9-14', 'count'),
    col('b14to18', '14-18', 'count'),
    col('b18to23', '18-23', 'count'),
    col('ptSessions', 'PT sessions', 'count'),
    col('sales', 'Sales', 'count'),
    col('revenue', 'Revenue', 'money'),
  ],
  revenueTarget: [col('month', 'Month'), col('target', 'Target', 'money'), col('achieved', 'Achieved', 'money'), col('achievedPct', 'Achieved %', 'percent')],
  revenue: [col('day', 'Date', 'date'), col('orders', 'Orders', 'count'), col('cash', 'Cash', 'money'), col('card', 'Card', 'money'), col('revenue', 'Revenue', 'money')],
  trainerAttendance: [
    col('trainer', 'Trainer'),
    col('booked', 'Booked', 'count'),
    col('attended', 'Attended', 'count'),
    col('noShow', 'No-show', 'count'),
    col('cancelled', 'Cancelled', 'count'),
    col('attendedPct', 'Attended %', 'percent'),
  ],
  ptSales: [col('day', 'Date', 'date'), col('order', 'Order'), col('member', 'Member'), col('pack', 'PT pack'), col('paidBy', 'Paid by'), col('amount', 'Amount', 'money')],
  guaranteedGuidance: [
    col('start', 'Joined', 'date'),
    col('member', 'Member'),
    col('checkIns', 'Check-ins', 'count'),
    col('ptSessions', 'PT sessions attended', 'count'),
    col('guided', 'Guided'),
  ],
  cashSales: [col('day', 'Date', 'date'), col('time', 'Time'), col('order', 'Order'), col('member', 'Member'), col('pack', 'Pack'), col('soldBy', 'Sold by'), col('amount', 'Amount', 'money')],
  salesPerformance: [col('staff', 'Staff member'), col('orders', 'Orders', 'count'), col('cash', 'Cash', 'money'), col('card', 'Card', 'money'), col('total', 'Total', 'money')],
  cpl: [col('category', 'Lead type'), col('leads', 'Leads', 'count'), col('converted', 'Converted', 'count'), col('conversionPct', 'Conversion %', 'percent')],
  pilatesConsumption: [col('member', 'Member'), col('sessions', 'Sessions', 'count'), col('firstVisit', 'First visit', 'date'), col('lastVisit', 'Last visit', 'date')],
}

/** The columns a server answered, with the core's word for which of them hold codes (the wire does not say). */
export const withColumnCodes = (kind: ReportKind, columns: readonly ReportColumn[]): readonly ReportColumn[] =>
  columns.map((c) => {
    const domain = REPORT_COLUMNS[kind].find((k) => k.key === c.key)?.codes
    return domain === undefined ? c : { ...c, codes: domain }
  })
