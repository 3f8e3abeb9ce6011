/**
 * Server errors as sentences a person understands (never raw JSON): the client's FerryApiError
 * (`status`, `code`, `message`, `details`) → one sentence, and the field problems as a list.
 */
import { FerryApiError } from '@ferry/client';
import type { Translate } from './i18n.ts';

/** What a component shows for a failed call. */
export interface ShownError {
  message: string;
  /** Field problems (`field: message`), for a 400. */
  problems: string[];
  /** True when the access token was refused (401). */
  expired: boolean;
}


/** Turns any thrown value into a ShownError; `t` gives the interface texts. */
export function describeError(error: unknown, t: Translate): ShownError {
  if (!(error instanceof FerryApiError)) {
    return { message: error instanceof Error && error.name === 'AbortError' ? t('errors.network') : t('errors.server'), problems: [], expired: false };
  }
  const problems = (error.details ?? [])
    .map((d) => (typeof d === 'object' && d && 'message' in d ? `${'field' in d && d.field ? `${String(d.field)}: ` : ''}${String(d.message)}` : ''))
    .filter(Boolean);
  const sentence = (text: string) => {
    // The server words validation messages (once, for every client); they name the request part
    // ("body.name must have at most 200 characters"), which a person does not need.
    const s = text.trim().replace(/^(body|querystring|params)\./, '');
    return s ? s[0]!.toUpperCase() + s.slice(1) + (/[.!?]$/.test(s) ? '' : '.') : s;
  };
  switch (true) {
    case error.code === 'NETWORK_ERROR':
      return { message: t('errors.network'), problems: [], expired: false };
    case error.status === 401:
      return { message: t('errors.expired'), problems: [], expired: true };
    case error.status === 403:
      return { message: t('errors.forbidden'), problems: [], expired: false };
    case error.status === 404:
      return { message: t('errors.notFound'), problems: [], expired: false };
    case error.status === 413:
      return { message: t('errors.tooLarge'), problems: [], expired: false };
    case error.status === 415:
      return { message: t('errors.unsupported'), problems: [], expired: false };
    case error.status === 429:
      return { message: t('errors.rateLimited'), problems: [], expired: false };
    case error.status === 502 && (error.code === 'DESTINATION_FAILED' || error.code === 'SOURCE_FAILED'):
      // A connector's peer failed: the server's message says which and why, for people.
      return { message: sentence(error.message), problems: [], expired: false };
    case error.status >= 500 || error.code === 'UNEXPECTED_RESPONSE':
      return { message: t('errors.server'), problems: [], expired: false };
    default:
      // 400 and 409 messages are written for people (the server's error table).
      return { message: sentence(error.message), problems: problems.length > 1 ? problems : [], expired: false };
  }
}
