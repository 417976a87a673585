/** A page of an admin list, as the query asked for it (listQuerySchema). */
export interface PageQuery {
  page: number;
  per_page: number;
}

/** LIMIT and OFFSET of the page. */
export function pageWindow(query: PageQuery): { limit: number; offset: number } {
  return { limit: query.per_page, offset: (query.page - 1) * query.per_page };
}

/** What every admin list answers: the page's items, the number of all matches, and the page asked for. */
export function pageResult<T>(items: T[], total: number, query: PageQuery) {
  return { items, total, page: query.page, per_page: query.per_page };
}
