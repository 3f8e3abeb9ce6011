/** Timestamp renderings used by the API (SPEC.md §Conventions). All in UTC. */

/** `YYYY-MM-DD HH:mm:ss.SSS` (SPEC.md: user and sub-organization records). */
export function specTimestamp(date: Date): string {
  return date.toISOString().replace('T', ' ').replace('Z', '');
}

/** ISO 8601 with milliseconds and `Z` (SPEC.md: schedule timestamps; Ferry uses it for other records). */
export function isoTimestamp(date: Date): string {
  return date.toISOString();
}

/** A clock that tests can control. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
