import { Counter, Histogram } from './prometheus.js';

/** The service's metrics. Labels hold decisions, detected types and route patterns, never values. */
export function createMetrics() {
  const checks = new Counter('preflight_checks_total', 'Checks answered, by decision and input type.');
  const detections = new Counter('preflight_detections_total', 'Findings reported by checks, by detected type.');
  const requestDuration = new Histogram(
    'preflight_http_request_duration_seconds',
    'HTTP request latency by method, route pattern and status.',
    [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10],
  );
  return {
    checks,
    detections,
    requestDuration,
    render: () => [checks, detections, requestDuration].map((m) => m.render()).join('\n\n') + '\n',
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
