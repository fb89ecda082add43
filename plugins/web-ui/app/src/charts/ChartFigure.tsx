import { lazy, Suspense } from 'react';
import type { ChartData, ChartKind } from './chart-data.ts';

const ChartCanvas = lazy(() => import('./ChartCanvas.tsx'));

interface Props {
  title: string;
  kind: ChartKind;
  data: ChartData;
  /** The values' unit, on the axis and in the table's header ("requests", "ms"). */
  unit: string;
  /** Said when there is no value at all, instead of an empty chart: what would fill it. */
  empty: string;
}

function formatted(value: number | null): string {
  return value === null ? '—' : String(value);
}

/**
 * A chart with its data as a table: the picture for those who look, the table, under a
 * disclosure, for screen readers, keyboard users and anyone who wants the numbers. Both come from the same `data`.
 */
export function ChartFigure({ title, kind, data, unit, empty }: Props) {
  const hasValues = data.series.some((series) => series.values.some((value) => value !== null && value !== 0));
  if (!hasValues) return <p className="empty-state">{empty}</p>;
  return (
    <figure className="chart">
      <figcaption>{title}</figcaption>
      <Suspense fallback={<p className="chart-canvas muted">Drawing the chart…</p>}>
        <ChartCanvas
          kind={kind}
          data={data}
          unit={unit}
          summary={`${title}: a chart of ${data.series.length} series over ${data.labels.length} points; the table below lists its values.`}
        />
      </Suspense>
      <details className="chart-table">
        <summary>Show the data as a table</summary>
        <div className="table-scroll">
          <table>
            <caption>
              {title} ({unit})
            </caption>
            <thead>
              <tr>
                <th scope="col">Point</th>
                {data.series.map((series) => (
                  <th key={series.name} scope="col">
                    {series.name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.labels.map((label, position) => (
                <tr key={label}>
                  <th scope="row">{label}</th>
                  {data.series.map((series) => (
                    <td key={series.name}>{formatted(series.values[position] ?? null)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
