import { PAGING } from "@domain/constants";

/** Every item of a paged list function, a page of the API's maximum size at a time. */
export async function listAll<T>(list: (page: { page: number; limit: number }) => Promise<{ items: T[] }>) {
  const all: T[] = [];
  for (let page = 1; ; page += 1) {
    const { items } = await list({ page, limit: PAGING.maxLimit });
    all.push(...items);
    if (items.length < PAGING.maxLimit) return all;
  }
}
