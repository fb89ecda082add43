import { FieldError, Input, Label, TextField, type TextFieldProps } from 'react-aria-components';

/** A labelled text input (what every form of the console is made of). */
export function Field({ label, placeholder, ...props }: TextFieldProps & { label: string; placeholder?: string }) {
  return (
    <TextField className="field" {...props}>
      <Label>{label}</Label>
      <Input placeholder={placeholder} />
      <FieldError />
    </TextField>
  );
}
