import { Heading, Link } from 'react-aria-components';

export function NotFoundPage() {
  return (
    <>
      <Heading level={1}>Page not found</Heading>
      <p>
        There is no page at this address. <Link href="/">Back to the overview</Link>.
      </p>
    </>
  );
}
