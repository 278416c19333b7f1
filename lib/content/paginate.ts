export type PageOf<T> = {
  /** 1-based page number. */
  page: number;
  totalPages: number;
  totalItems: number;
  items: T[];
  /** Locale-free path of this page: base for page 1, base/page/n after. */
  path: string;
  prevPath?: string;
  nextPath?: string;
};

/** Locale-free path of page `n` of a paginated list rooted at `base`. */
export function pagePath(base: string, n: number): string {
  return n <= 1 ? base : `${base}/page/${n}`;
}

/** Splits items into pages of `size`; an empty list still has one (empty) page. */
export function paginate<T>(items: readonly T[], size: number, base: string): PageOf<T>[] {
  const totalPages = Math.max(1, Math.ceil(items.length / size));
  return Array.from({ length: totalPages }, (_, i) => {
    const page = i + 1;
    return {
      page,
      totalPages,
      totalItems: items.length,
      items: items.slice(i * size, page * size),
      path: pagePath(base, page),
      prevPath: page > 1 ? pagePath(base, page - 1) : undefined,
      nextPath: page < totalPages ? pagePath(base, page + 1) : undefined,
    };
  });
}
