import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";

/** What every admin list answers (worker/use-cases/admin/paging.ts). */
export interface Page<TRow> {
  items: TRow[];
  total: number;
  page: number;
  per_page: number;
}

/** The query an admin list sends: the server pages, sorts and filters (SPEC.md §7 "Admin"). */
export type ListQuery<TSort extends string, TFilters> = {
  page: string;
  per_page: string;
  sort?: TSort;
  order: "asc" | "desc";
  q: string;
} & TFilters;

export const PER_PAGE = 20;
const SEARCH_DELAY_MS = 300;

interface ListOptions<TRow, TSort extends string, TFilters> {
  /** The React Query key of the list; the query is appended. */
  key: readonly unknown[];
  load: (query: ListQuery<TSort, TFilters>) => Promise<Page<TRow>>;
  filters: TFilters;
  /** The first sort (the server's default is the newest first). */
  sort?: TSort;
}

/**
 * The state of one admin table: page, sort, text search (sent 300 ms after typing stops) and the list's
 * own filters; any change but the page goes back to the first page. The last page stays on screen while
 * the next one loads.
 */
export function useAdminList<TRow, TSort extends string, TFilters extends Record<string, string | undefined>>(
  options: ListOptions<TRow, TSort, TFilters>,
) {
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<{ by: TSort | undefined; order: "asc" | "desc" }>({
    by: options.sort,
    order: "desc",
  });
  const [filters, setFilters] = useState<TFilters>(options.filters);
  const [searchText, setSearchText] = useState("");
  const [q, setQ] = useState("");

  useEffect(() => {
    const timer = setTimeout(() => {
      setQ(searchText.trim());
      setPage(1);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [searchText]);

  const query: ListQuery<TSort, TFilters> = {
    ...filters,
    page: String(page),
    per_page: String(PER_PAGE),
    order: sort.order,
    q,
    ...(sort.by === undefined ? {} : { sort: sort.by }),
  };
  const result = useQuery({
    queryKey: [...options.key, query],
    queryFn: () => options.load(query),
    placeholderData: keepPreviousData,
  });

  return {
    result,
    page,
    setPage,
    sort,
    /** A header's sort button: the same column flips the order, a new one starts descending. */
    sortBy(column: TSort) {
      setSort((old) =>
        old.by === column
          ? { by: column, order: old.order === "asc" ? "desc" : "asc" }
          : { by: column, order: "desc" },
      );
      setPage(1);
    },
    /** A chosen sort and order (the phone layout's select). */
    sortTo(column: TSort, order: "asc" | "desc") {
      setSort({ by: column, order });
      setPage(1);
    },
    filters,
    setFilter<K extends keyof TFilters>(name: K, value: TFilters[K]) {
      setFilters((old) => ({ ...old, [name]: value }));
      setPage(1);
    },
    searchText,
    setSearchText,
  };
}

export type AdminList<TRow, TSort extends string> = Pick<
  ReturnType<typeof useAdminList<TRow, TSort, Record<string, string | undefined>>>,
  "result" | "page" | "setPage" | "sort" | "sortBy" | "sortTo" | "searchText" | "setSearchText"
>;
