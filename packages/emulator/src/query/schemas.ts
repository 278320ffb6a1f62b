import { anything, int, obj, opt, type Out } from '../schema/kit';

export const paging = opt(obj({ limit: opt(int({ min: 0, max: 100 })), offset: opt(int({ min: 0 })) }));

/** The platform's query object (filter and sort are checked by the query engine, which names the bad part). */
export const query = obj({
  filter: anything(),
  sort: anything(),
  paging,
  fields: anything(),
  fieldsets: anything(),
});
export type QueryInput = Out<typeof query>;
