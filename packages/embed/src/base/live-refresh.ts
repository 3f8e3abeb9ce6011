/**
 * liveRefresh: how a list keeps itself current without the host's help — it reloads when other
 * ferry-* elements on the page change what it shows, and polls while something it shows is in
 * progress (and, for lists that ask, slowly while nothing is).
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';

/** What liveRefresh drives: a connected element that reloads its items. */
export interface LiveRefreshHost extends ReactiveControllerHost, HTMLElement {
  accessToken: string | undefined;
  reload(): Promise<void>;
}

/** What to follow. */
export interface LiveRefreshOptions<T> {
  /** Events (on `window`; ferry-* events bubble out of their elements' shadow roots) after which the items differ. */
  events: readonly string[];
  /** The items shown; a new array (a reload) restarts the polling. */
  items: () => readonly T[];
  /** Whether an item is in progress (polled for). */
  live: (item: T) => boolean;
  /** Polling interval while no item is in progress (ms); none: no polling then. */
  idleMs?: number;
}

/** Reload after an event, in ms: a burst of events (an upload of several files) reloads once. */
const EVENT_DELAY_MS = 50;
/** Polling interval while an item is in progress, during the first minute of it (ms). */
const LIVE_MS = 2000;
/** How long polling stays at LIVE_MS (ms); then each interval is 1.5 times the last. */
const LIVE_BACKOFF_AFTER_MS = 60_000;
/** The longest interval while an item stays in progress (ms). */
const LIVE_MAX_MS = 30_000;

/**
 * A controller (added to `host`) that reloads it (`host.reload()`):
 * - 50 ms after one of `events` on `window` (a burst reloads once), whether the page is visible or not;
 * - while an item is `live` (PROCESSING): every 2000 ms for the first 60 000 ms, then at intervals
 *   1.5 times the last, up to 30 000 ms; an event starts the first minute again;
 * - while none is and `idleMs` is given: every `idleMs`.
 * Polling waits while the page is hidden (`document.hidden`, visibilityState `hidden`: another tab,
 * a minimised window): the poll that comes due then is made when the page is visible again. It stops when the host is disconnected or has no `accessToken`,
 * and when a reload fails (the items stay the same array); the next reload starts it again.
 */
export function liveRefresh<T>(host: LiveRefreshHost, { events, items, live, idleMs }: LiveRefreshOptions<T>): void {
  let poll: ReturnType<typeof setTimeout> | undefined;
  let soon: ReturnType<typeof setTimeout> | undefined;
  /** The items the last poll was planned for. */
  let seen: readonly T[] | undefined;
  /** When the items were first seen in progress (Date.now()), or undefined. */
  let liveSince: number | undefined;
  let interval = 0;
  /** A poll came due while the page was hidden. */
  let missed = false;
  // visibilitychange bubbles from the document to the window.
  const types = [...events, 'visibilitychange'];

  /** A poll is due: reloads, or waits for the page to be visible. */
  const due = () => {
    if (document.hidden) missed = true;
    else void host.reload();
  };

  /** Plans the next poll for the items shown now. */
  const plan = () => {
    seen = items();
    clearTimeout(poll);
    missed = false;
    if (!host.isConnected || !host.accessToken) return;
    let ms = idleMs;
    if (seen.some(live)) {
      const now = Date.now();
      liveSince ??= now;
      ms = interval = now - liveSince < LIVE_BACKOFF_AFTER_MS ? LIVE_MS : Math.min(LIVE_MAX_MS, interval * 1.5);
    } else liveSince = undefined;
    if (ms) poll = setTimeout(due, ms);
  };

  const controller: ReactiveController & EventListenerObject = {
    hostConnected() {
      for (const type of types) window.addEventListener(type, controller);
    },
    hostDisconnected() {
      clearTimeout(poll);
      clearTimeout(soon);
      for (const type of types) window.removeEventListener(type, controller);
    },
    hostUpdated() {
      if (items() !== seen) plan();
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
      soon = setTimeout(() => void host.reload(), EVENT_DELAY_MS);
    },
  };
  host.addController(controller);
}
