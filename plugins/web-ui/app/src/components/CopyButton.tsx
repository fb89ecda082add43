import { Button } from 'react-aria-components';
import { useToast } from './Toasts.tsx';

/** Copies `text` to the clipboard and says so in a toast; `what` names it for both ("the sandbox id"). */
export function CopyButton({ text, what }: { text: string; what: string }) {
  const toast = useToast();
  return (
    <Button
      className="copy"
      aria-label={`Copy ${what}`}
      onPress={async () => {
        try {
          await navigator.clipboard.writeText(text);
          toast(`Copied ${what}.`);
        } catch {
          toast(`Could not copy ${what}: the browser refused the clipboard. Select it and copy it by hand.`);
        }
      }}
    >
      Copy
    </Button>
  );
}
