/** The soak's figures per phase: requests/s, p50/p99 and answers of 5xx (or none at all). */
import type { Sample, Scenario } from './traffic.js';

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
  /** The same figures for each kind of request in the phase, so a slow kind is named. */
  byScenario: ScenarioFigures[];
}

export interface ScenarioFigures {
  scenario: Scenario;
  requests: number;
  p50: number;
  p99: number;
  max: number;
  serverErrors: number;
}

function scenarioFigures(samples: Sample[]): ScenarioFigures[] {
  const scenarios = [...new Set(samples.map((s) => s.scenario))].sort();
  return scenarios.map((scenario) => {
    const own = samples.filter((s) => s.scenario === scenario);
    const ms = own.map((s) => s.ms).sort((a, b) => a - b);
    return {
      scenario,
      requests: own.length,
      p50: percentile(ms, 0.5),
      p99: percentile(ms, 0.99),
      max: ms.at(-1) ?? 0,
      serverErrors: own.filter((s) => s.status >= 500).length,
    };
  });
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
      byScenario: scenarioFigures(own),
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

/** Per phase and kind of request: which kinds are slow, and when. */
export function printScenariosByPhase(rows: PhaseFigures[]): void {
  for (const r of rows) {
    console.log(`  ${r.name}:`);
    for (const k of r.byScenario) {
      console.log(
        `    ${k.scenario.padEnd(8)} ${String(k.requests).padStart(7)} requests  p50 ${k.p50.toFixed(1).padStart(7)} ms  p99 ${k.p99.toFixed(1).padStart(7)} ms  max ${k.max.toFixed(0).padStart(6)} ms${k.serverErrors ? `  ${k.serverErrors}× 5xx` : ''}`,
      );
    }
  }
}

/** Per scenario over the whole run: where the time goes, and how big the answers are. */
export function printScenarios(samples: Sample[]): void {
  for (const k of scenarioFigures(samples)) {
    const own = samples.filter((s) => s.scenario === k.scenario);
    const kB = own.reduce((sum, s) => sum + s.bytes, 0) / Math.max(1, own.length) / 1024;
    console.log(
      `  ${k.scenario.padEnd(8)} ${String(k.requests).padStart(7)} requests  p50 ${k.p50.toFixed(1).padStart(7)} ms  p99 ${k.p99.toFixed(1).padStart(7)} ms  ${kB.toFixed(1).padStart(6)} kB per answer`,
    );
  }
}
