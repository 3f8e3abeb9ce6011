/**
 * liveRefresh: how an element keeps what it shows current without the host's help — it reloads
 * when other ferry-* elements on the page change what it shows, and polls while something it shows
 * is in progress (and, for elements that ask, slowly while nothing is). Used by the two lists
 * (their items), ExecutionDetails (its execution) and FileUploader (the executions it started).
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';

/** What liveRefresh drives: a connected element with a token. */
export interface LiveRefreshHost extends ReactiveControllerHost, HTMLElement {
  accessToken: string | undefined;
}

/** What to follow. */
export interface LiveRefreshOptions<T> {
  /** Reads what is shown again (a list's page, an execution); a failure leaves `shown()` as it was. */
  reload: () => unknown;
  /** Events (on `window`; ferry-* events bubble out of their elements' shadow roots) after which what is shown differs; none: no events. */
  events?: readonly string[];
  /** What is shown (a list's items, an execution); a new value (after a reload) plans the next poll. */
  shown: () => T;
  /** Whether what is shown is in progress (polled for). */
  live: (shown: T) => boolean;
  /** Polling interval while nothing is in progress (ms); none: no polling then. */
  idleMs?: number;
}

/** Whether an execution (or nothing) is PROCESSING: `live` for the elements that show executions. */
export const processing = (e: { status: string } | null): boolean => e?.status === 'PROCESSING';

/** Reload after an event, in ms: a burst of events (an upload of several files) reloads once. */
const EVENT_DELAY_MS = 50;
/** Polling interval while something is in progress, during the first minute of it (ms). */
const LIVE_MS = 2000;
/** How long polling stays at LIVE_MS (ms); then each interval is 1.5 times the last. */
const LIVE_BACKOFF_AFTER_MS = 60_000;
/** The longest interval while something stays in progress (ms). */
const LIVE_MAX_MS = 30_000;

/**
 * A controller (added to `host`) that calls `reload()`:
 * - 50 ms after one of `events` on `window` (a burst reloads once), whether the page is visible or not;
 * - while what is shown is `live` (PROCESSING): every 2000 ms for the first 60 000 ms, then at
 *   intervals 1.5 times the last, up to 30 000 ms; an event starts the first minute again;
 * - while it is not and `idleMs` is given: every `idleMs`.
 * Polling waits while the page is hidden (`document.hidden`, visibilityState `hidden`: another tab,
 * a minimised window): the poll that comes due then is made when the page is visible again. It stops when the host is disconnected or has no `accessToken`,
 * and when a reload fails (`shown()` stays the same value); the next reload starts it again, and so
 * does putting the host back on the page (from the first minute, when what it shows is in progress).
 * Answers `restart()`: the next poll planned starts the first minute again, as after an event but
 * without a reload (for a host that now shows something else in progress: another execution, new uploads).
 */
export function liveRefresh<T>(host: LiveRefreshHost, { reload, events = [], shown, live, idleMs }: LiveRefreshOptions<T>): () => void {
  let poll: ReturnType<typeof setTimeout> | undefined;
  let soon: ReturnType<typeof setTimeout> | undefined;
  /** What the last poll was planned for (none yet: a value no host shows). */
  const unseen = {} as T;
  let seen = unseen;
  /** When what is shown was first seen in progress (Date.now()), or undefined. */
  let liveSince: number | undefined;
  let interval = 0;
  /** A poll came due while the page was hidden. */
  let missed = false;
  // visibilitychange bubbles from the document to the window.
  const types = [...events, 'visibilitychange'];

  /** A poll is due: reloads, or waits for the page to be visible. */
  const due = () => {
    if (document.hidden) missed = true;
    else void reload();
  };

  /** Plans the next poll for what is shown now. */
  const plan = () => {
    seen = shown();
    clearTimeout(poll);
    missed = false;
    if (!host.isConnected || !host.accessToken) return;
    let ms = idleMs;
    if (live(seen)) {
      const at = Date.now();
      liveSince ??= at;
      ms = interval = at - liveSince < LIVE_BACKOFF_AFTER_MS ? LIVE_MS : Math.min(LIVE_MAX_MS, interval * 1.5);
    } else liveSince = undefined;
    if (ms) poll = setTimeout(due, ms);
  };

  const controller: ReactiveController & EventListenerObject = {
    hostConnected() {
      for (const type of types) window.addEventListener(type, controller);
      // Put back on the page (a framework moving it, a tab panel shown again): polling goes on, from
      // the first minute if what it shows is in progress.
      if (seen !== unseen) {
        liveSince = undefined;
        plan();
      }
    },
    hostDisconnected() {
      clearTimeout(poll);
      clearTimeout(soon);
      for (const type of types) window.removeEventListener(type, controller);
    },
    hostUpdated() {
      if (shown() !== seen) plan();
    },
    /** One of `events` (reloads soon), or `visibilitychange` (makes the poll missed while hidden). */
    handleEvent(event: Event) {
      if (event.type === 'visibilitychange') {
        if (missed) due();
        return;
      }
      clearTimeout(poll);
      clearTimeout(soon);
      liveSince = undefined;
      soon = setTimeout(reload, EVENT_DELAY_MS);
    },
  };
  host.addController(controller);
  return () => (liveSince = undefined);
}
