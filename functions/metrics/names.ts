/**
 * The business metrics the functions publish (CloudWatch embedded metric format, through Powertools Metrics)
 * and the stage's dashboard and alarms read: one home for their names, namespace and dimensions.
 */
export const businessMetrics = {
  /** A new receipt stored (`POST /receipts` 201; a retry with the same clientRequestId is not counted again). */
  receiptsSent: 'ReceiptsSent',
  /** An e-mail handed to SES (or, locally, written to MAIL_DIR). */
  emailsSent: 'EmailsSent',
  /** An e-mail the transport refused or did not answer for (the record is retried, then dead-lettered). */
  emailsFailed: 'EmailsFailed',
  /** A receipt reported by its recipient (a repeated report changes nothing and is not counted). */
  receiptsReported: 'ReceiptsReported',
  /** A sender blocked by a recipient. */
  sendersBlocked: 'SendersBlocked',
  /** An account deletion finished (`DELETE /me` answered `deleted`). */
  accountsDeleted: 'AccountsDeleted',
  /** A request refused by a per-account or per-address limit (429). */
  limitRefusals: 'LimitRefusals',
} as const;

export type BusinessMetric = (typeof businessMetrics)[keyof typeof businessMetrics];

export const metricsNamespace = 'Receipts';
/** Powertools adds a `service` dimension to every metric; the dashboard must name it too. */
export const metricsService = 'receipts';

/** The dimensions every business metric carries: the service and the stage. */
export const metricDimensions = (stage: string) => ({ service: metricsService, stage });
