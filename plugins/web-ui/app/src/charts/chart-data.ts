/** What a chart shows and its table lists: one value per label (a day, a probe) for each series. */
export interface ChartData {
  labels: string[];
  series: ChartSeries[];
}

export interface ChartSeries {
  name: string;
  /** One per label; null where there is no value (a failed probe has no latency). */
  values: (number | null)[];
}

export type ChartKind = 'stacked-bars' | 'line';

/**
 * Rows keyed by a label and a series name summed into one value per label and series, series in first-seen order:
 * `[{day, sandbox, requests}]` → a series per sandbox over the days.
 */
export function pivot<T>(labels: string[], rows: T[], seriesOf: (row: T) => string, labelOf: (row: T) => string, amountOf: (row: T) => number): ChartData {
  const index = new Map(labels.map((label, position) => [label, position]));
  const series = new Map<string, number[]>();
  for (const row of rows) {
    const position = index.get(labelOf(row));
    if (position === undefined) continue;
    const name = seriesOf(row);
    const values = series.get(name) ?? labels.map(() => 0);
    values[position] = values[position]! + amountOf(row);
    series.set(name, values);
  }
  return { labels, series: [...series].map(([name, values]) => ({ name, values })) };
}
