import { ApiError } from '../api/client.ts';

/** What went wrong, as the API said it: the detail, field errors, and the request id to quote to an operator. */
export function ProblemMessage({ error }: { error: unknown }) {
  if (!error) return null;
  const problem = error instanceof ApiError ? error.problem : null;
  return (
    <div role="alert" className="problem">
      <strong>{problem ? problem.detail : String((error as Error).message ?? error)}</strong>
      {problem?.errors?.length ? (
        <ul>
          {problem.errors.map((item) => (
            <li key={item.path}>
              {item.path}: {item.message}
            </li>
          ))}
          {problem.omitted_errors ? <li>… and {problem.omitted_errors} more</li> : null}
        </ul>
      ) : null}
      {problem ? (
        <div className="problem-meta">
          <span>
            {problem.status} {problem.code}
          </span>
          {problem.request_id ? (
            <span>
              {' '}
              · request_id <code data-testid="request-id">{problem.request_id}</code>
            </span>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
