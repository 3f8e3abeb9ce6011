/**
 * Visibility (`permissions.level`) of connectors, target data models and pipeline templates, with a
 * sentence saying what the organization's sub-organizations — its customers — will see. Only the
 * organization shares: a sub-organization's token sees where an object comes from instead.
 */
import { html, nothing } from 'lit';

export type Level = 'PUBLIC' | 'PRIVATE';
export type SharedKind = 'connector' | 'tdm' | 'template';

const SENTENCES: Record<SharedKind, Record<Level, string>> = {
  connector: {
    PUBLIC: 'Your sub-organizations (customers) see this connector — its name and kind, never its settings — and can use it in their own pipelines; they cannot change it. Each customer needs its own pipeline on it: offer a pipeline template so that a customer creates theirs in one step.',
    PRIVATE: 'Only users of your organization see this connector; your sub-organizations do not.',
  },
  tdm: {
    PUBLIC: 'Your sub-organizations (customers) see this model — its columns and rules — and can use it in their own pipelines; they cannot change it.',
    PRIVATE: 'Only users of your organization see this model; your sub-organizations do not.',
  },
  template: {
    PUBLIC: 'Your sub-organizations (customers) see this template and create their own pipeline from it in one step. Its connectors and target data model must be shared too.',
    PRIVATE: 'Only users of your organization use this template; your sub-organizations do not see it.',
  },
};

/** What a sub-organization's token reads about an object it sees. */
function ownerSentence(kind: SharedKind, level: Level): string {
  const what = kind === 'tdm' ? 'model' : kind;
  return level === 'PUBLIC' ? `Shared with you by the organization: you can use this ${what} but not change it.` : `Your own ${what}: only you and the organization see it.`;
}

/** The sentence for `level` (exported for hosts that show it elsewhere). */
export function visibilitySentence(kind: SharedKind, level: Level): string {
  return SENTENCES[kind][level];
}

/**
 * A "Visible to" choice for an object of `kind`, its sentence below; `change(level)` on a choice.
 * `subOrganization`: the token is a sub-organization's (nothing to choose; says whose it is).
 */
export function renderVisibility(options: { id: string; kind: SharedKind; level: Level; change: (level: Level) => void; readOnly?: boolean; subOrganization?: boolean }) {
  const { id, kind, level } = options;
  if (options.subOrganization) return html`<p class="hint" part="visibility">${ownerSentence(kind, level)}</p>`;
  return html`<div class="field" part="visibility"><label for=${id}>Visible to</label>
    <select id=${id} ?disabled=${options.readOnly} aria-describedby=${`${id}-says`} @change=${(e: Event) => options.change((e.target as HTMLSelectElement).value as Level)}>
      <option value="PRIVATE" ?selected=${level === 'PRIVATE'}>Your organization only (private)</option>
      <option value="PUBLIC" ?selected=${level === 'PUBLIC'}>Your organization and its sub-organizations (public)</option>
    </select>
    <p class="hint" id=${`${id}-says`}>${SENTENCES[kind][level]}</p>${nothing}</div>`;
}
