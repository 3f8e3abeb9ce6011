/**
 * Visibility (`permissions.level`) of connectors, target data models and pipeline templates, with a
 * sentence saying what the organization's sub-organizations — its customers — will see. Only the
 * organization shares: a sub-organization's token sees where an object comes from instead.
 */
import { html, nothing } from 'lit';
import type { Translate } from './i18n.ts';

export type Level = 'PUBLIC' | 'PRIVATE';
export type SharedKind = 'connector' | 'tdm' | 'template';

/** What a sub-organization's token reads about an object it sees. */
function ownerSentence(t: Translate, kind: SharedKind, level: Level): string {
  return level === 'PUBLIC' ? t(`visibility.shared.${kind}`) : t(`visibility.own.${kind}`);
}

/** The sentence for `level` (exported for hosts that show it elsewhere). */
export function visibilitySentence(t: Translate, kind: SharedKind, level: Level): string {
  return t(`visibility.${kind}.${level}`);
}

/**
 * A "Visible to" choice for an object of `kind`, its sentence below; `change(level)` on a choice.
 * `subOrganization`: the token is a sub-organization's (nothing to choose; says whose it is).
 */
export function renderVisibility(t: Translate, options: { id: string; kind: SharedKind; level: Level; change: (level: Level) => void; readOnly?: boolean; subOrganization?: boolean }) {
  const { id, kind, level } = options;
  if (options.subOrganization) return html`<p class="hint" part="visibility">${ownerSentence(t, kind, level)}</p>`;
  return html`<div class="field" part="visibility"><label for=${id}>${t('visibility.label')}</label>
    <select id=${id} ?disabled=${options.readOnly} aria-describedby=${`${id}-says`} @change=${(e: Event) => options.change((e.target as HTMLSelectElement).value as Level)}>
      <option value="PRIVATE" ?selected=${level === 'PRIVATE'}>${t('visibility.PRIVATE')}</option>
      <option value="PUBLIC" ?selected=${level === 'PUBLIC'}>${t('visibility.PUBLIC')}</option>
    </select>
    <p class="hint" id=${`${id}-says`}>${visibilitySentence(t, kind, level)}</p>${nothing}</div>`;
}
