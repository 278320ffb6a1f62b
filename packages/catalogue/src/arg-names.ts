/** Wire field → the caller's argument, for validation messages: the path's `id` is the caller's `_id`. */
export const ID_ARG: Record<string, string> = { id: '_id' };

/** `{ id: '_id', f: 'options.f', … }` for calls whose wire fields come from an `options` argument. */
export const optionArgs = (...fields: string[]): Record<string, string> => {
  const names: Record<string, string> = { id: '_id' };
  for (const field of fields) names[field] = `options.${field}`;
  return names;
};
