// Which log lines are metered requests (docs/decisions.md §8): a line whose source is one of the configured sources, or
// whose target mentions inference (the spec's rule), or an OCSF `API:INFERENCE` line (what a real gateway writes
// once per model call, docs/openshell-0.0.md §b.5; its router line `routing proxy inference request` is not counted as
// well, so one call is one request). Runs for every polled line, so it is plain string tests.

export interface LineFields {
  source: string;
  target: string;
  level: string;
  message: string;
}

export interface ClassifierSettings {
  sources: readonly string[];
  countOcsfInference: boolean;
}

const INFERENCE = /inference/i;
const OCSF_INFERENCE = 'API:INFERENCE';

export function inferenceClassifier(settings: ClassifierSettings): (line: LineFields) => boolean {
  const sources = new Set(settings.sources);
  const ocsf = settings.countOcsfInference;
  // An empty source is the gateway's own line upstream.
  return (line) =>
    sources.has(line.source || 'gateway') || INFERENCE.test(line.target) || (ocsf && line.level === 'OCSF' && line.message.startsWith(OCSF_INFERENCE));
}
