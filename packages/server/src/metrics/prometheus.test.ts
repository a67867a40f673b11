import { describe, expect, it } from 'vitest';
import { Counter, Histogram } from './prometheus.js';

describe('Prometheus text format', () => {
  it('renders cumulative histogram buckets per label set', () => {
    const h = new Histogram('t_seconds', 'Test.', [0.01, 0.1]);
    for (const v of [0.003, 0.01, 0.02, 20]) h.observe({ route: '/a' }, v);
    h.observe({ route: '/b' }, 0.05);
    expect(h.render().split('\n')).toEqual([
      '# HELP t_seconds Test.',
      '# TYPE t_seconds histogram',
      't_seconds_bucket{route="/a",le="0.01"} 2',
      't_seconds_bucket{route="/a",le="0.1"} 3',
      't_seconds_bucket{route="/a",le="+Inf"} 4',
      't_seconds_sum{route="/a"} 20.033',
      't_seconds_count{route="/a"} 4',
      't_seconds_bucket{route="/b",le="0.01"} 0',
      't_seconds_bucket{route="/b",le="0.1"} 1',
      't_seconds_bucket{route="/b",le="+Inf"} 1',
      't_seconds_sum{route="/b"} 0.05',
      't_seconds_count{route="/b"} 1',
    ]);
  });

  it('keys counters by every label, escaping quotes', () => {
    const c = new Counter('t_total', 'Test.');
    c.inc({ a: 'x', b: 'say "hi"' });
    c.inc({ a: 'x', b: 'say "hi"' }, 2);
    c.inc();
    expect(c.render()).toBe('# HELP t_total Test.\n# TYPE t_total counter\nt_total{a="x",b="say \\"hi\\""} 3\nt_total 1');
  });
});
