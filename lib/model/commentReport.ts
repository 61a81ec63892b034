/**
 * Why a reader reports a comment: one of these, sent as the report's `reason` (the platform keeps it for
 * the newsroom's review and refuses a report without one). Their texts are comments.reportReasons.*.
 */
export const REPORT_REASONS = ['spam', 'vulgar', 'abuse', 'illegal', 'rumour', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
