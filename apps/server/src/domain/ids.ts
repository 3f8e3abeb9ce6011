/** Record identifiers: UUID version 7 strings (time-ordered, so lists sort by creation cheaply). */
import { v7 } from 'uuid';

/** A new record identifier, e.g. `019a8f5e-1c2b-7d3e-8f00-123456789abc`. */
export function newId(): string {
  return v7();
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True when `id` has the shape of a record identifier (anything else cannot exist: answer 404 early). */
export function isId(id: string): boolean {
  return UUID.test(id);
}
