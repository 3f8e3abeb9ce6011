/**
 * What a host application sets beyond the common properties, for the components that read it:
 * boolean extra settings (`settings.allowPipelineCreation`, …) and callbacks whose presence
 * changes what is shown (a view callback makes list entries show their button).
 */
import type { FerrySettings } from './ferry-element.ts';

/** A boolean extra setting (e.g. `allowPipelineCreation`): true only when set to true. */
export function setting(settings: FerrySettings | undefined, name: string): boolean {
  return settings?.[name] === true;
}

/** True when the host defined the callback property `name` (`onPipelineView`, …) on the element. */
export function hasCallback(element: object, name: string): boolean {
  return typeof (element as Record<string, unknown>)[name] === 'function';
}
