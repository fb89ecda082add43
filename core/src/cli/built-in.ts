import { appliedMigrations } from '../db/migrate.ts';
import { type CliCommand, CliUsageError } from '../system/extension-points.ts';
import { didYouMean } from '../text/closest.ts';

// The kernel's own operator commands; plugins contribute theirs through the `cliCommands` extension point.

const migrate: CliCommand = {
  name: 'migrate',
  summary: 'Apply pending database migrations (start-up does this too) and list what is applied.',
  run: async (_input, io) => {
    const applied = await appliedMigrations(io.resolve('database'));
    for (const id of applied) io.out(id);
    io.out(`The database is up to date: ${applied.length} migrations applied.`);
    return 0;
  },
};

const tasksRun: CliCommand = {
  name: 'tasks run',
  summary: 'Run one background task now.',
  description:
    'A global task runs where its lease is: while the service runs and holds it, the task runs there on its schedule, not here, and this says so (exit 1).',
  positionals: [{ name: 'task-id', description: 'The task (GET /api/system/tasks lists them), e.g. core.retention.' }],
  run: async (input, io) => {
    const id = input.positionals[0]!;
    const scheduler = io.resolve('scheduler');
    const known = scheduler.snapshot().map((task) => task.id);
    if (!known.includes(id)) throw new CliUsageError(`unknown task ${id}${didYouMean(id, known)}; tasks: ${known.join(', ')}`);
    const outcome = await scheduler.runNow(id);
    if (outcome.status === 'succeeded') {
      io.out(`Task ${id} ran.`);
      return 0;
    }
    io.err(
      outcome.status === 'failed'
        ? `Task ${id} failed: ${outcome.error}`
        : `Task ${id} did not run here: a running service holds its lease and runs it on its schedule.`,
    );
    return 1;
  },
};

export const BUILT_IN_COMMANDS: CliCommand[] = [migrate, tasksRun];
