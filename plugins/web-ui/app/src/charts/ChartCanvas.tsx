// The only module that imports Chart.js: loaded on demand (ChartFigure's lazy import), so the charts stay out of the
// console's first load. Chart.js draws on a canvas and sets sizes through the DOM's style properties, never through
// inline style attributes or injected style elements, so the Content-Security-Policy (style-src 'self') holds.
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  type ChartConfiguration,
  Filler,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import { useEffect, useRef } from 'react';
import type { ChartData, ChartKind } from './chart-data.ts';

Chart.register(BarController, BarElement, CategoryScale, LinearScale, LineController, LineElement, PointElement, Filler, Legend, Tooltip);

/** Series colours told apart in both themes (and by colour-blind readers, as far as eight colours go). */
const PALETTE = ['#4e79a7', '#f28e2b', '#59a14f', '#e15759', '#76b7b2', '#edc948', '#b07aa1', '#9c755f'];

function themeColour(name: string): string {
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim() || '#888888';
}

/**
 * An axis label as short as its neighbours let it be (the table keeps the whole one): a probe's instant by its time
 * of day, a day by month and day.
 */
function axisLabel(label: string): string {
  const instant = /^\d{4}-\d{2}-\d{2} (\d{2}:\d{2}(:\d{2})?)/.exec(label);
  if (instant) return instant[1]!;
  return /^\d{4}-(\d{2}-\d{2})$/.exec(label)?.[1] ?? label;
}

function configuration(kind: ChartKind, data: ChartData, unit: string): ChartConfiguration {
  const text = themeColour('--fg');
  const grid = themeColour('--line');
  const stacked = kind === 'stacked-bars';
  return {
    type: stacked ? 'bar' : 'line',
    data: {
      labels: data.labels,
      datasets: data.series.map((series, index) => ({
        label: series.name,
        data: series.values,
        backgroundColor: PALETTE[index % PALETTE.length],
        borderColor: PALETTE[index % PALETTE.length],
        spanGaps: false,
      })),
    },
    options: {
      animation: false,
      responsive: true,
      maintainAspectRatio: false,
      plugins: { legend: { labels: { color: text } } },
      scales: {
        x: {
          stacked,
          ticks: {
            color: text,
            maxRotation: 0,
            autoSkip: true,
            callback(value) {
              return axisLabel(this.getLabelForValue(Number(value)));
            },
          },
          grid: { color: grid },
        },
        y: { stacked, beginAtZero: true, ticks: { color: text }, grid: { color: grid }, title: { display: Boolean(unit), text: unit, color: text } },
      },
    },
  };
}

/** The chart itself; `summary` is what a screen reader hears for the picture (the table beside it has the data). */
export default function ChartCanvas({ kind, data, unit, summary }: { kind: ChartKind; data: ChartData; unit: string; summary: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const chart = new Chart(canvas.current!, configuration(kind, data, unit));
    return () => chart.destroy();
  }, [kind, data, unit]);
  return (
    <div className="chart-canvas">
      <canvas ref={canvas} role="img" aria-label={summary} />
    </div>
  );
}
