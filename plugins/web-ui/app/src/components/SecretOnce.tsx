import { CopyButton } from './CopyButton.tsx';

/** A secret the API shows only once (an API key): shown with a copy button and a warning that it will not return. */
export function SecretOnce({ label, secret }: { label: string; secret: string }) {
  return (
    <div className="notice" role="status">
      <p>{label}: copy it now, it will not be shown again.</p>
      <code className="secret" data-testid="secret">
        {secret}
      </code>{' '}
      <CopyButton text={secret} what={label.startsWith('The ') ? `t${label.slice(1)}` : `the ${label}`} />
    </div>
  );
}
