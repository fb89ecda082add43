import { useState } from 'react';
import { Button } from 'react-aria-components';

/** A secret the API shows only once (an API key): shown with a copy button and a warning that it will not return. */
export function SecretOnce({ label, secret }: { label: string; secret: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <div className="notice" role="status">
      <p>{label}: copy it now, it will not be shown again.</p>
      <code className="secret" data-testid="secret">
        {secret}
      </code>{' '}
      <Button
        onPress={async () => {
          await navigator.clipboard.writeText(secret);
          setCopied(true);
        }}
      >
        {copied ? 'Copied' : 'Copy'}
      </Button>
    </div>
  );
}
