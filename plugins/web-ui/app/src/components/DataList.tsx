import { type ReactNode, useEffect, useState } from 'react';
import { Button, Cell, Column, Row, Table, TableBody, TableHeader } from 'react-aria-components';
import { ProblemMessage } from './ProblemMessage.tsx';

export interface Page<T> {
  items: T[];
  total: number;
}

/** What `load` receives; callers annotate it so the item type is inferred from what `load` returns. */
export interface Paging {
  offset: number;
  limit: number;
}

export interface ListColumn<T> {
  title: string;
  render(item: T): ReactNode;
}

interface Props<T> {
  label: string;
  columns: ListColumn<T>[];
  load(paging: Paging): Promise<Page<T>>;
  keyOf(item: T): string;
  /** Changing it reloads the list (after a write, a filter change, a live event). */
  version?: unknown;
  pageSize?: number;
  empty?: string;
}

/** Every list of the console: a table over the API's offset/limit paging, with its problem when loading fails. */
export function DataList<T>({ label, columns, load, keyOf, version, pageSize = 25, empty = 'Nothing here yet.' }: Props<T>) {
  const [offset, setOffset] = useState(0);
  const [page, setPage] = useState<Page<T> | null>(null);
  const [error, setError] = useState<unknown>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `load` is recreated by every render of the caller; `version` says when its answer may have changed
  useEffect(() => {
    let current = true;
    load({ offset, limit: pageSize }).then(
      (next) => {
        if (current) {
          setPage(next);
          setError(null);
        }
      },
      (failure: unknown) => {
        if (current) setError(failure);
      },
    );
    return () => {
      current = false;
    };
  }, [offset, pageSize, version]);

  const last = page ? Math.min(offset + pageSize, page.total) : 0;
  return (
    <div className="data-list">
      <ProblemMessage error={error} />
      <div className="table-scroll">
        <Table aria-label={label}>
          <TableHeader>
            {columns.map((column, index) => (
              <Column key={column.title} isRowHeader={index === 0}>
                {column.title}
              </Column>
            ))}
          </TableHeader>
          <TableBody renderEmptyState={() => (page ? empty : 'Loading…')}>
            {(page?.items ?? []).map((item) => (
              <Row key={keyOf(item)} id={keyOf(item)}>
                {columns.map((column) => (
                  <Cell key={column.title}>{column.render(item)}</Cell>
                ))}
              </Row>
            ))}
          </TableBody>
        </Table>
      </div>
      {page && page.total > pageSize ? (
        <nav className="pager" aria-label={`${label} pages`}>
          <Button isDisabled={offset === 0} onPress={() => setOffset(Math.max(0, offset - pageSize))}>
            Previous
          </Button>
          <span>
            {offset + 1}–{last} of {page.total}
          </span>
          <Button isDisabled={last >= page.total} onPress={() => setOffset(offset + pageSize)}>
            Next
          </Button>
        </nav>
      ) : null}
    </div>
  );
}
