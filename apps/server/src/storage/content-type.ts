/**
 * MIME types of stored files by extension: the default `contentType` of a put, and the fs driver's
 * `stat().contentType` (plain files carry no type of their own). One table for all of Ferry:
 * @ferry/connectors media-types.ts (the mime-types database plus the JSON-lines extensions).
 */
import { contentTypeForName, DEFAULT_CONTENT_TYPE } from '@ferry/connectors';

export { DEFAULT_CONTENT_TYPE };

/** The MIME type for a key or file name from its extension (case-insensitive). */
export function contentTypeFor(key: string): string {
  return contentTypeForName(key);
}
