// Types of otlpReceiver.mjs for the TypeScript tests that read traces back.

export interface ReceivedSpan {
  /** The resource's service.name: `web` or `platform`. */
  service: string;
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  /** OTLP's: 1 internal, 2 server, 3 client. */
  kind: number;
  attributes: Record<string, unknown>;
}

export interface OtlpReceiver {
  /** What OTEL_EXPORTER_OTLP_ENDPOINT names (the exporters add /v1/traces). */
  endpoint: string;
  spans: ReceivedSpan[];
  /** Batches and bytes taken, kept or not. */
  received: { batches: number; bytes: number };
  /** The spans of one trace received so far. */
  trace(traceId: string): ReceivedSpan[];
  stop(): Promise<unknown>;
}

export function startOtlpReceiver(options?: { port?: number; keep?: boolean }): Promise<OtlpReceiver>;
