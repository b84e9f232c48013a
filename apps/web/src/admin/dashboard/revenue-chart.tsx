import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { formatDate } from '../ui/format';
import { formatMoney } from '../../ui/money';

const NAVY = '#1b2a3a';
const AMBER = '#e8a317';
const GRID = '#eef1f4';
const AXIS = '#5b6b7b';
const HEIGHT = 220;

/** Noon of a 'YYYY-MM-DD' day, as uPlot's seconds (noon keeps the bar on its day in any time zone). */
const daySeconds = (date: string) => new Date(`${date}T12:00:00`).getTime() / 1000;
const compactMoney = (v: number) => (v >= 1000 ? `$${(v / 1000).toFixed(v >= 10_000 ? 0 : 1)}k` : `$${v.toFixed(0)}`);

function options(width: number): uPlot.Options {
  return {
    width,
    height: HEIGHT,
    padding: [12, 8, 0, 0],
    legend: { show: false },
    cursor: { y: false, points: { show: false } },
    scales: { x: { time: true }, y: { range: (_u, _min, max) => [0, Math.max(100, max * 1.1)] } },
    axes: [
      { stroke: AXIS, grid: { show: false }, ticks: { stroke: GRID }, font: '12px Barlow, sans-serif' },
      {
        stroke: AXIS,
        grid: { stroke: GRID },
        ticks: { show: false },
        size: 56,
        font: '12px Barlow, sans-serif',
        values: (_u, vals) => vals.map(compactMoney),
      },
    ],
    series: [
      {},
      {
        label: 'Revenue',
        stroke: NAVY,
        fill: NAVY,
        width: 0,
        paths: uPlot.paths.bars!({ size: [0.7, 28], align: 0 }),
        points: { show: false },
      },
    ],
    hooks: {
      // The hovered day in amber, with its total in the chart's own tooltip line.
      setCursor: [
        (u) => {
          const tip = u.root.querySelector<HTMLElement>('.nb-chart__tip');
          const i = u.cursor.idx;
          if (!tip) return;
          if (i === null || i === undefined) {
            tip.hidden = true;
            return;
          }
          tip.hidden = false;
          tip.textContent = `${formatDate(new Date(u.data[0][i] * 1000).toISOString())}: ${formatMoney(u.data[1][i] ?? 0)}`;
        },
      ],
      init: [
        (u) => {
          const tip = document.createElement('div');
          tip.className = 'nb-chart__tip';
          tip.hidden = true;
          tip.setAttribute('aria-hidden', 'true');
          u.root.appendChild(tip);
          u.root.style.setProperty('--nb-chart-hover', AMBER);
        },
      ],
    },
  };
}

/**
 * Revenue of the last 30 days as bars (uPlot draws on a canvas; the figures are also in the table
 * beside it for screen readers and for reading exact values).
 */
export function RevenueChart({ days }: { days: { date: string; total: number }[] }) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const data: uPlot.AlignedData = [days.map((d) => daySeconds(d.date)), days.map((d) => d.total)];
    const plot = new uPlot(options(el.clientWidth || 600), data, el);
    const resize = new ResizeObserver(() => plot.setSize({ width: el.clientWidth, height: HEIGHT }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [days]);

  return <div ref={box} className="nb-chart" aria-hidden="true" />;
}
