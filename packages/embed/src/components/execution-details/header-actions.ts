/**
 * Buttons beside ferry-execution-details' heading, contributed by modules that act on a finished
 * execution as a whole (e.g. taking back what an output received). A module adds its renderer to
 * `executionHeaderActions` when it is imported; the element draws them in order, before its own.
 */
import type { Execution, FerryClient } from '@ferry/client';
import type { Translate } from '../../base/i18n.ts';

/** What a header action gets to decide whether and how it shows. */
export interface ExecutionActionContext {
  execution: Execution;
  /** The element's typed REST client (current token and server). */
  client: FerryClient;
  /** A call of the element is running: actions should be disabled meanwhile. */
  busy: boolean;
  /** Runs a call with the element's busy state and error display (the answer, or undefined on failure). */
  run: <T>(call: () => Promise<T>) => Promise<T | undefined>;
  /** Shows a sentence in the element's notice. */
  notify: (text: string) => void;
  /** Reads the execution again. */
  reload: () => Promise<void>;
  /** The element's texts. */
  t: Translate;
}

/** Renders a header action (a Lit template), or `nothing` when it does not apply. */
export type ExecutionHeaderAction = (context: ExecutionActionContext) => unknown;

/** The header actions, in order. */
export const executionHeaderActions: ExecutionHeaderAction[] = [];
