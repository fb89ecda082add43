// Reading one replica's task counters off its /metrics (each replica counts only the runs it did itself).

/** portcullis_task_runs_total summed over results, by task. */
export async function taskRuns(replicaUrl: string, key: string): Promise<Map<string, number>> {
  const response = await fetch(`${replicaUrl}/metrics`, { headers: { authorization: `Bearer ${key}` } });
  if (response.status !== 200) throw new Error(`/metrics answered ${response.status}`);
  const runs = new Map<string, number>();
  for (const match of (await response.text()).matchAll(/^portcullis_task_runs_total\{([^}]*)\} (\d+)$/gm)) {
    const task = /task="([^"]+)"/.exec(match[1]!)![1]!;
    runs.set(task, (runs.get(task) ?? 0) + Number(match[2]));
  }
  return runs;
}
