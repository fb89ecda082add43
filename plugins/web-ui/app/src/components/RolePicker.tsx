import { Label, Radio, RadioGroup } from 'react-aria-components';
import type { Role } from '../session.tsx';

/** One of the three roles, as radio buttons. */
export function RolePicker({ label = 'Role', value, onChange }: { label?: string; value: Role; onChange(role: Role): void }) {
  return (
    <RadioGroup value={value} onChange={(next) => onChange(next as Role)} orientation="horizontal">
      <Label>{label}</Label>
      <Radio value="viewer">Viewer</Radio>
      <Radio value="operator">Operator</Radio>
      <Radio value="admin">Admin</Radio>
    </RadioGroup>
  );
}
