import { polishPlural } from "@shared/domain/plural";
import { type ReactNode, useId } from "react";
import { Loading } from "../../components/feedback";
import { QueryError } from "../../components/query-error";
import type { AdminList } from "./admin-list";

export interface Column<TRow, TSort extends string> {
  header: string;
  /** The server's sort key when the column can be sorted. */
  sort?: TSort;
  cell: (row: TRow) => ReactNode;
}

interface AdminTableProps<TRow, TSort extends string> {
  /** Names the table for screen readers (and the scrolling region around it). */
  caption: string;
  columns: Column<TRow, TSort>[];
  list: AdminList<TRow, TSort>;
  rowKey: (row: TRow) => string | number;
  empty: string;
  /** Label of the text search; no search box without it. */
  searchLabel?: string;
  /** The list's own filters (selects), shown beside the search. */
  filters?: ReactNode;
}

function SortButton<TSort extends string>({
  header,
  column,
  list,
}: {
  header: string;
  column: TSort;
  list: Pick<AdminList<unknown, TSort>, "sort" | "sortBy">;
}) {
  const active = list.sort.by === column;
  const arrow = active ? (list.sort.order === "asc" ? "▲" : "▼") : "↕";
  return (
    <button type="button" className="admin-table__sort" onClick={() => list.sortBy(column)}>
      {header} <span aria-hidden="true">{arrow}</span>
    </button>
  );
}

/**
 * On a phone the table shows each row as a card without its header row: the sort is chosen here instead.
 * Hidden on wider screens, where the header's buttons sort.
 */
function SortSelect<TSort extends string>({
  columns,
  list,
}: {
  columns: { header: string; sort?: TSort }[];
  list: Pick<AdminList<unknown, TSort>, "sort" | "sortTo">;
}) {
  const id = useId();
  const sortable = columns.flatMap((column) =>
    column.sort ? [{ header: column.header, sort: column.sort }] : [],
  );
  if (sortable.length === 0) return null;
  const chosen = `${list.sort.by}:${list.sort.order}`;
  // The list's first order (newest first) may be by a column the table does not show.
  const current = sortable.some((column) => chosen.startsWith(`${column.sort}:`)) ? chosen : "";
  return (
    <div className="field admin-table__sort-select">
      <label htmlFor={id}>Sortuj według</label>
      <select
        id={id}
        value={current}
        onChange={(event) => {
          const [by, order] = event.target.value.split(":");
          const column = sortable.find((item) => item.sort === by);
          if (column) list.sortTo(column.sort, order === "asc" ? "asc" : "desc");
        }}
      >
        {current === "" && <option value="">Domyślnie</option>}
        {sortable.flatMap((column) => [
          <option key={`${column.sort}:asc`} value={`${column.sort}:asc`}>
            {column.header} – rosnąco
          </option>,
          <option key={`${column.sort}:desc`} value={`${column.sort}:desc`}>
            {column.header} – malejąco
          </option>,
        ])}
      </select>
    </div>
  );
}

function Pager({
  page,
  total,
  perPage,
  onPage,
}: {
  page: number;
  total: number;
  perPage: number;
  onPage: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / perPage));
  return (
    <nav className="admin-table__pager" aria-label="Strony wyników">
      <button
        type="button"
        className="btn btn--secondary"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        Poprzednia
      </button>
      <span>
        Strona {page} z {pages} · {total} {polishPlural(total, "pozycja", "pozycje", "pozycji")}
      </span>
      <button
        type="button"
        className="btn btn--secondary"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        Następna
      </button>
    </nav>
  );
}

/**
 * The table of every admin list: server-side paging, sorting (a button in each sortable header, with
 * aria-sort) and text search. On a phone each row is a card labelled by its column names (admin.css).
 */
export function AdminTable<TRow, TSort extends string>({
  caption,
  columns,
  list,
  rowKey,
  empty,
  searchLabel,
  filters,
}: AdminTableProps<TRow, TSort>) {
  const searchId = useId();
  const { result } = list;
  const data = result.data;
  return (
    <div className="admin-table">
      {(searchLabel || filters || columns.some((column) => column.sort)) && (
        <div className="admin-table__tools">
          {searchLabel && (
            <div className="field">
              <label htmlFor={searchId}>{searchLabel}</label>
              <input
                id={searchId}
                type="search"
                value={list.searchText}
                onChange={(event) => list.setSearchText(event.target.value)}
              />
            </div>
          )}
          {filters}
          <SortSelect columns={columns} list={list} />
        </div>
      )}
      {result.isError && !data && <QueryError error={result.error} onRetry={result.refetch} />}
      {result.isPending && <Loading />}
      {data && data.items.length === 0 && <p className="muted">{empty}</p>}
      {data && data.items.length > 0 && (
        <>
          <section
            className="admin-table__scroll"
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways must be reachable by keyboard (WCAG 2.1.1).
            tabIndex={0}
            aria-label={caption}
            aria-busy={result.isFetching}
          >
            <table>
              <caption className="sr-only">{caption}</caption>
              <thead>
                <tr>
                  {columns.map((column) => (
                    <th
                      key={column.header}
                      scope="col"
                      aria-sort={
                        column.sort && list.sort.by === column.sort
                          ? list.sort.order === "asc"
                            ? "ascending"
                            : "descending"
                          : undefined
                      }
                    >
                      {column.sort ? (
                        <SortButton header={column.header} column={column.sort} list={list} />
                      ) : (
                        column.header
                      )}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {data.items.map((row) => (
                  <tr key={rowKey(row)}>
                    {columns.map((column) => (
                      <td key={column.header} data-label={column.header}>
                        {column.cell(row)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
          <Pager page={data.page} total={data.total} perPage={data.per_page} onPage={list.setPage} />
        </>
      )}
      {result.isError && data && <QueryError error={result.error} onRetry={result.refetch} />}
    </div>
  );
}
