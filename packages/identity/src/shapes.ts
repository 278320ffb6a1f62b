import { address, date, type FieldTransform, type Shape } from '@vitrine/http';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Reads one custom value: `dateValue` becomes a `Date`, also inside list and map values at any depth. */
function readCustomValue(value: unknown): unknown {
  if (!isObject(value)) return value;
  const out: Json = { ...value };
  if ('dateValue' in value) out.dateValue = date(value.dateValue, false);
  const list = value.listValue;
  if (isObject(list) && Array.isArray(list.value)) out.listValue = { ...list, value: list.value.map(readCustomValue) };
  const map = value.mapValue;
  if (isObject(map) && isObject(map.value)) {
    // Map keys are the caller's names, so a shape cannot declare them: every entry is read as a custom value.
    out.mapValue = {
      ...map,
      value: Object.fromEntries(Object.entries(map.value).map(([k, v]) => [k, readCustomValue(v)])),
    };
  }
  return out;
}

/** Custom values on the way in; on the way out every `Date` already becomes ISO by itself. */
export const customValue: FieldTransform = (value, toWire) => (toWire ? value : readCustomValue(value));

/** A profile's declared fields: custom values, and addresses in the wire's names (`addressLine`, …). */
const PROFILE: Shape = /* @__PURE__ */ Object.freeze({
  addresses: Object.freeze({ address }),
  customFields: Object.freeze({ value: customValue }),
});

/** An identity's declared fields (wire names). */
export const IDENTITY: Shape = /* @__PURE__ */ Object.freeze({
  createdDate: date,
  updatedDate: date,
  identityProfile: PROFILE,
});

/** Requests that carry a new member's `profile` (register, sign-on). */
export const WITH_PROFILE: Shape = /* @__PURE__ */ Object.freeze({ profile: PROFILE });

/** Answers that carry an identity: every sign-in step, sign-on and recover. */
export const WITH_IDENTITY: Shape = /* @__PURE__ */ Object.freeze({ identity: IDENTITY });
