import { Label, Radio, RadioGroup } from 'react-aria-components';

/** The UTC windows metering counts in (and budgets are set for). */
export const USAGE_WINDOWS = ['daily', 'weekly', 'monthly', 'total'] as const;
export type UsageWindow = (typeof USAGE_WINDOWS)[number];

const WORDS: Record<UsageWindow, string> = { daily: 'Today', weekly: 'This week', monthly: 'This month', total: 'Total' };

/** One of the usage windows, as radio buttons. */
export function WindowPicker({ label, value, onChange }: { label: string; value: UsageWindow; onChange(next: UsageWindow): void }) {
  return (
    <RadioGroup value={value} onChange={(next) => onChange(next as UsageWindow)} orientation="horizontal">
      <Label>{label}</Label>
      {USAGE_WINDOWS.map((period) => (
        <Radio key={period} value={period}>
          {WORDS[period]}
        </Radio>
      ))}
    </RadioGroup>
  );
}
