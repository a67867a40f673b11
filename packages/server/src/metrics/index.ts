import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { ForwardingStore } from '../forwarding/types.js';

export interface MetricsOptions {
  /** Process, heap, event-loop lag and GC metrics (prom-client's defaults): for the server, not tests. */
  processMetrics?: boolean;
  /** Forwarding queue gauges are read from here at each scrape. */
  forwarding?: Pick<ForwardingStore, 'queueStats'>;
  now?: () => number;
}

/** The service's metrics. Labels hold decisions, detected types, route patterns and destination ids, never values. */
export function createMetrics(options: MetricsOptions = {}) {
  const registry = new Registry();
  if (options.processMetrics) collectDefaultMetrics({ register: registry });
  const registers = [registry];
  const checks = new Counter({ name: 'preflight_checks_total', help: 'Checks answered, by decision and input type.', labelNames: ['decision', 'input_type'], registers });
  const detections = new Counter({ name: 'preflight_detections_total', help: 'Findings reported by checks, by detected type.', labelNames: ['type'], registers });
  const requestDuration = new Histogram({
    name: 'preflight_http_request_duration_seconds',
    help: 'HTTP request latency by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10],
    registers,
  });
  const refusals = new Counter({
    name: 'preflight_refusals_total',
    help: 'Requests refused before any work: quota (monthly allowance used up), rate_limit (per-key limit), busy (check queue full).',
    labelNames: ['reason'],
    registers,
  });
  const deliveries = new Counter({
    name: 'preflight_forwarding_deliveries_total',
    help: 'Forwarding delivery attempts by outcome: delivered, retry (failed, tried again later) or dead_lettered.',
    labelNames: ['outcome'],
    registers,
  });
  const { forwarding } = options;
  if (forwarding) forwardingGauges(forwarding, registers, options.now ?? Date.now);
  return {
    checks,
    detections,
    requestDuration,
    refusals,
    deliveries,
    contentType: registry.contentType,
    render: () => registry.metrics(),
  };
}

/** Forwarding is what fails silently: its queue per destination, read from the store at each scrape. */
function forwardingGauges(store: Pick<ForwardingStore, 'queueStats'>, registers: Registry[], now: () => number): void {
  let pending: ReturnType<ForwardingStore['queueStats']> | undefined;
  // One store read per scrape serves the three gauges.
  const stats = () => {
    pending ??= store.queueStats().finally(() => {
      pending = undefined;
    });
    return pending;
  };
  const gauge = (name: string, help: string, value: (s: Awaited<ReturnType<typeof stats>>[number]) => number | null) =>
    new Gauge({
      name,
      help,
      labelNames: ['destination_id'],
      registers,
      async collect() {
        this.reset();
        for (const s of await stats()) {
          const v = value(s);
          if (v !== null) this.set({ destination_id: s.destinationId }, v);
        }
      },
    });
  gauge('preflight_forwarding_queue_depth', 'Events waiting for delivery, per destination.', (s) => s.queued);
  gauge('preflight_forwarding_dead_letters', 'Events dead-lettered after their last attempt, per destination.', (s) => s.failed);
  gauge('preflight_forwarding_oldest_queued_seconds', 'Age of the oldest event waiting for delivery, per destination.', (s) =>
    s.oldestQueuedAt === null ? null : Math.max(0, (now() - Date.parse(s.oldestQueuedAt)) / 1000),
  );
}

export type Metrics = ReturnType<typeof createMetrics>;
