import type { Envelope } from 'contracts';

const ENVELOPE_KEYS = new Set(['success', 'data', 'errors', 'message']);

/** A value already shaped as the envelope (a boolean `success` and nothing but envelope keys). */
export function isEnvelope(value: unknown): value is Envelope {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Envelope).success === 'boolean' &&
    Object.keys(value).every((key) => ENVELOPE_KEYS.has(key))
  );
}
