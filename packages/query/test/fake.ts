import type { PageAnswer, QueryRequest } from '../src';

/** A fetchPage over `total` numbered items that records every request; `count: false` hides the total. */
export function fakeFetch(total: number, { count = true } = {}) {
  const calls: QueryRequest[] = [];
  const fetchPage = (request: QueryRequest): Promise<PageAnswer<number>> => {
    calls.push(request);
    const { limit, offset } = request.paging;
    const items = Array.from({ length: Math.max(0, Math.min(limit, total - offset)) }, (_, i) => offset + i);
    return Promise.resolve(count ? { items, totalCount: total } : { items });
  };
  return { calls, fetchPage };
}
