import type { AuditInput } from '@portcullis/core';
import { appendAuditRow, createTestKernel, ManualClock, type TestKernel, type TestKernelOptions } from '@portcullis/testing';

export const T0 = Date.UTC(2026, 3, 10, 12, 0, 0);
export const MINUTE = 60_000;

export function bootAudit(options: TestKernelOptions = {}): Promise<TestKernel> {
  return createTestKernel({ plugins: ['audit'], clock: new ManualClock(T0), ...options });
}

/** Appends a row through the kernel's writer, one minute after the previous one. */
export async function record(t: TestKernel, input: AuditInput): Promise<void> {
  t.manualClock!.advance(MINUTE);
  await appendAuditRow(t, input);
}

/** Ids of a list answer, in the order given. */
export const ids = (body: { items: Array<{ id: number }> }) => body.items.map((item) => item.id);
