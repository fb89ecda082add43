import { Label, Radio, RadioGroup } from 'react-aria-components';

/** One of a few named choices, as radio buttons in a row (arrow keys move between them). */
export function ChoicePicker<T extends string>({
  label,
  value,
  choices,
  onChange,
}: {
  label: string;
  value: T;
  choices: Readonly<Record<T, string>>;
  onChange: (next: NoInfer<T>) => void;
}) {
  return (
    <RadioGroup value={value} onChange={(next) => onChange(next as T)} orientation="horizontal">
      <Label>{label}</Label>
      {(Object.keys(choices) as T[]).map((choice) => (
        <Radio key={choice} value={choice}>
          {choices[choice]}
        </Radio>
      ))}
    </RadioGroup>
  );
}
