/** The soak's figures per phase: requests/s, p50/p99 and answers of 5xx (or none at all). */
import type { Sample } from './traffic.js';

export interface Phase {
  name: string;
  /** ms since the start of the run */
  from: number;
  to: number;
}

const percentile = (sorted: number[], p: number) => sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)] ?? 0;

export interface PhaseFigures {
  name: string;
  seconds: number;
  requests: number;
  perSecond: number;
  p50: number;
  p99: number;
  serverErrors: number;
  noAnswer: number;
  byStatus: string;
}

/**
 * Cuts the run into its phases: each named window, and 'steady' for the time outside them. A
 * request belongs to the window it was in flight during (sent before the fault, answered in it),
 * else to 'steady'.
 */
export function figuresByPhase(samples: Sample[], windows: Phase[], runMs: number): PhaseFigures[] {
  const phaseOf = (s: Sample) => windows.find((w) => s.at < w.to && s.at + s.ms >= w.from)?.name ?? 'steady';
  const steadyMs = runMs - windows.reduce((sum, w) => sum + Math.max(0, Math.min(w.to, runMs) - w.from), 0);
  const names = ['steady', ...windows.map((w) => w.name)];
  return names.map((name) => {
    const own = samples.filter((s) => phaseOf(s) === name);
    const ms = own.map((s) => s.ms).sort((a, b) => a - b);
    const window = windows.find((w) => w.name === name);
    const seconds = (window ? Math.min(window.to, runMs) - window.from : steadyMs) / 1000;
    const statuses = new Map<number, number>();
    for (const s of own) if (s.status >= 500 || s.status === 0) statuses.set(s.status, (statuses.get(s.status) ?? 0) + 1);
    return {
      name,
      seconds,
      requests: own.length,
      perSecond: seconds > 0 ? own.length / seconds : 0,
      p50: percentile(ms, 0.5),
      p99: percentile(ms, 0.99),
      serverErrors: own.filter((s) => s.status >= 500).length,
      noAnswer: own.filter((s) => s.status === 0).length,
      byStatus: [...statuses].map(([status, n]) => `${n}× ${status || 'no answer'}`).join(', '),
    };
  });
}

export function printFigures(rows: PhaseFigures[]): void {
  console.log(
    `${'phase'.padEnd(20)} ${'s'.padStart(5)} ${'requests'.padStart(9)} ${'req/s'.padStart(7)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)}  5xx  no answer`,
  );
  for (const r of rows) {
    console.log(
      `${r.name.padEnd(20)} ${r.seconds.toFixed(1).padStart(5)} ${String(r.requests).padStart(9)} ${r.perSecond.toFixed(0).padStart(7)} ${r.p50.toFixed(1).padStart(8)} ${r.p99.toFixed(1).padStart(8)} ${String(r.serverErrors).padStart(4)} ${String(r.noAnswer).padStart(10)}${r.byStatus ? `  (${r.byStatus})` : ''}`,
    );
  }
}

/** Per scenario over the whole run: where the time goes. */
export function printScenarios(samples: Sample[]): void {
  const scenarios = [...new Set(samples.map((s) => s.scenario))];
  for (const scenario of scenarios) {
    const ms = samples
      .filter((s) => s.scenario === scenario)
      .map((s) => s.ms)
      .sort((a, b) => a - b);
    console.log(
      `  ${scenario.padEnd(8)} ${String(ms.length).padStart(7)} requests  p50 ${percentile(ms, 0.5).toFixed(1).padStart(7)} ms  p99 ${percentile(ms, 0.99).toFixed(1).padStart(7)} ms`,
    );
  }
}
