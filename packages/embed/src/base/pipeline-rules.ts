/**
 * The "Rules" part of ferry-pipeline-details: the pipeline's rules (most learned from fixes in the
 * review grid), each with its column, what it does, who made it, when and from which execution;
 * switched on and off, edited, deleted, or added by hand. Later executions apply the active rules
 * after the mapping's transformations and before validation.
 *
 * A Lit reactive controller: the element keeps `new PipelineRules(this, …)` and draws `render()`.
 */
import { html, nothing, type ReactiveController, type ReactiveControllerHost, type TemplateResult } from 'lit';
import type { FerryClient } from '@ferry/client';
import { ReviewApi, type PipelineRule, type PipelineRuleInput } from './grid/review-api.ts';
import { RULE_TYPES, describeRule, ruleTypeName } from './grid/rule-offer.ts';
import { rich } from './rich-text.ts';
import type { Translate } from './i18n.ts';
import { formatDate } from './format.ts';

/** A rule being written: the form's fields as text. */
interface Draft { id: string | null; column: string; type: PipelineRuleInput['type']; from: string; to: string; matchCase: boolean; mapping: string; formula: string }

const EMPTY: Draft = { id: null, column: '', type: 'VALUE_REPLACEMENT', from: '', to: '', matchCase: true, mapping: '', formula: '' };

export class PipelineRules implements ReactiveController {
  readonly #host: ReactiveControllerHost & HTMLElement;
  readonly #api: ReviewApi;
  readonly #run: <T>(call: () => Promise<T>) => Promise<T | undefined>;
  readonly #viewExecution: () => ((id: string) => void) | null;
  readonly #t: Translate;
  #pipelineId: string | null = null;
  rules: PipelineRule[] | null = null;
  #failed = '';
  #draft: Draft | null = null;
  #confirm: string | null = null;

  /**
   * `run` runs a call with the element's busy state and error display; `viewExecution` answers what
   * opens an execution (a rule's source), or null when the host cannot; `t` gives the host's texts.
   */
  constructor(host: ReactiveControllerHost & HTMLElement, client: () => FerryClient, run: <T>(call: () => Promise<T>) => Promise<T | undefined>, viewExecution: () => ((id: string) => void) | null, t: Translate) {
    this.#host = host;
    this.#t = t;
    this.#api = new ReviewApi(client);
    this.#run = run;
    this.#viewExecution = viewExecution;
    host.addController(this);
  }

  hostConnected(): void {}

  /** Reads the rules of a pipeline (again). */
  async load(pipelineId: string): Promise<void> {
    this.#pipelineId = pipelineId;
    try {
      const rules = await this.#api.rules(pipelineId);
      if (pipelineId !== this.#pipelineId) return;
      this.rules = rules;
      this.#failed = '';
    } catch (error) {
      this.rules = [];
      this.#failed = error instanceof Error ? error.message : String(error);
    }
    this.#host.requestUpdate();
  }

  #set(patch: Partial<Draft>): void {
    this.#draft = { ...this.#draft!, ...patch };
    this.#host.requestUpdate();
  }

  #toInput(d: Draft): PipelineRuleInput | string {
    if (!d.column) return this.#t('rules.chooseColumn');
    if (d.type === 'VALUE_REPLACEMENT') {
      if (!d.from) return this.#t('rules.giveValue');
      return { column: d.column, type: d.type, from: d.from, to: d.to, match_case: d.matchCase };
    }
    if (d.type === 'OPTION_MAPPING') {
      const mapping: Record<string, string> = {};
      for (const line of d.mapping.split('\n')) {
        const at = line.indexOf('=>');
        if (at < 0) continue;
        const from = line.slice(0, at).trim();
        if (from) mapping[from] = line.slice(at + 2).trim();
      }
      if (!Object.keys(mapping).length) return this.#t('rules.giveMapping');
      return { column: d.column, type: d.type, mapping };
    }
    if (!d.formula.trim()) return this.#t('rules.giveFormula');
    return { column: d.column, type: d.type, formula: d.formula };
  }

  async #save(): Promise<void> {
    const d = this.#draft!;
    const input = this.#toInput(d);
    if (typeof input === 'string') {
      this.#failed = input;
      this.#host.requestUpdate();
      return;
    }
    const saved = await this.#run(() => (d.id ? this.#api.updateRule(this.#pipelineId!, d.id, input) : this.#api.createRule(this.#pipelineId!, { ...input, active: true })));
    if (!saved) return;
    this.#draft = null;
    this.#failed = '';
    await this.load(this.#pipelineId!);
  }

  async #toggle(rule: PipelineRule, active: boolean): Promise<void> {
    const saved = await this.#run(() => this.#api.updateRule(this.#pipelineId!, rule.id, { active }));
    if (saved) await this.load(this.#pipelineId!);
  }

  async #delete(rule: PipelineRule): Promise<void> {
    this.#confirm = null;
    const done = await this.#run(async () => {
      await this.#api.deleteRule(this.#pipelineId!, rule.id);
      return true;
    });
    if (done) await this.load(this.#pipelineId!);
  }

  #edit(rule: PipelineRule): void {
    this.#draft = {
      id: rule.id, column: rule.column, type: rule.type, from: rule.from ?? '', to: rule.to ?? '', matchCase: rule.match_case !== false,
      mapping: Object.entries(rule.mapping ?? {}).map(([a, b]) => `${a} => ${b}`).join('\n'), formula: rule.formula ?? '',
    };
    this.#host.requestUpdate();
  }

  #form(columns: Array<{ key: string; label: string }>): TemplateResult {
    const d = this.#draft!;
    const id = d.id ?? 'new';
    const t = this.#t;
    return html`<form class="rule-form" aria-label=${d.id ? t('rules.edit') : t('rules.new')} @submit=${(e: Event) => { e.preventDefault(); void this.#save(); }}>
      <div class="row">
        <div class="field"><label for="rule-column-${id}">${t('rules.column')}</label>
          <select id="rule-column-${id}" @change=${(e: Event) => this.#set({ column: (e.target as HTMLSelectElement).value })}>
            <option value="">${t('choice.choose')}</option>${columns.map((c) => html`<option value=${c.key} ?selected=${d.column === c.key}>${c.label}</option>`)}</select></div>
        <div class="field"><label for="rule-kind-${id}">${t('rules.kind')}</label>
          <select id="rule-kind-${id}" @change=${(e: Event) => this.#set({ type: (e.target as HTMLSelectElement).value as Draft['type'] })}>
            ${RULE_TYPES.map((type) => html`<option value=${type} ?selected=${d.type === type}>${ruleTypeName(t, type)}</option>`)}</select></div>
      </div>
      ${d.type === 'VALUE_REPLACEMENT' ? html`<div class="row">
        <div class="field"><label for="rule-from-${id}">${t('rules.replace')}</label><input id="rule-from-${id}" .value=${d.from} @input=${(e: Event) => this.#set({ from: (e.target as HTMLInputElement).value })}></div>
        <div class="field"><label for="rule-to-${id}">${t('rules.with')}</label><input id="rule-to-${id}" .value=${d.to} @input=${(e: Event) => this.#set({ to: (e.target as HTMLInputElement).value })}></div>
        <label class="check"><input type="checkbox" .checked=${d.matchCase} @change=${(e: Event) => this.#set({ matchCase: (e.target as HTMLInputElement).checked })}> ${t('rules.matchCase')}</label>
      </div>` : nothing}
      ${d.type === 'OPTION_MAPPING' ? html`<div class="field"><label for="rule-mapping-${id}">${rich(t('rules.mappingLines'))}</label>
        <textarea id="rule-mapping-${id}" .value=${d.mapping} @input=${(e: Event) => this.#set({ mapping: (e.target as HTMLTextAreaElement).value })}></textarea></div>` : nothing}
      ${d.type === 'HYPER_FORMULA' ? html`<div class="field"><label for="rule-formula-${id}">${rich(t('rules.formulaLabel'))}</label>
        <input id="rule-formula-${id}" class="formula" .value=${d.formula} @input=${(e: Event) => this.#set({ formula: (e.target as HTMLInputElement).value })}></div>` : nothing}
      <div class="row"><button type="submit" class="primary">${d.id ? t('rules.save') : t('rules.add')}</button>
        <button type="button" @click=${() => { this.#draft = null; this.#failed = ''; this.#host.requestUpdate(); }}>${t('common.cancel')}</button></div>
    </form>`;
  }

  /** The rules part; `columns` are the TDM's (labels for the keys); `readOnly`: shown, not offered for change. */
  render(columns: Array<{ key: string; label: string }>, readOnly = false): TemplateResult {
    const rules = this.rules;
    const label = (key: string) => columns.find((c) => c.key === key)?.label ?? key;
    const view = this.#viewExecution();
    const t = this.#t;
    const named = (r: PipelineRule) => `${label(r.column)} ${describeRule(t, r)}`;
    return html`<section class="part rules" aria-labelledby="rules-title"><h3 id="rules-title">${t('rules.title')}</h3>
      <p class="hint">${t('rules.hint')}</p>
      ${this.#failed ? html`<div class="alert" role="alert">${this.#failed}</div>` : nothing}
      ${rules === null ? html`<p class="muted" role="status">${t('common.loading')}</p>` : rules.length === 0 ? html`<p class="muted">${t('rules.empty')}</p>` : html`<table class="rules-table">
        <thead><tr><th scope="col">${t('rules.active')}</th><th scope="col">${t('rules.column')}</th><th scope="col">${t('rules.rule')}</th><th scope="col">${t('rules.madeBy')}</th><th scope="col">${t('rules.fromExecution')}</th><th scope="col">${t('common.actions')}</th></tr></thead>
        <tbody>${rules.map((r) => html`<tr class=${r.active ? '' : 'inactive'}>
          <td><input type="checkbox" aria-label=${t('rules.activeOf', { rule: named(r) })} .checked=${r.active} ?disabled=${readOnly} @change=${(e: Event) => void this.#toggle(r, (e.target as HTMLInputElement).checked)}></td>
          <td>${label(r.column)}</td>
          <td><span class="muted">${ruleTypeName(t, r.type)}:</span> <code>${describeRule(t, r)}</code></td>
          <td>${r.created_by?.name ?? '—'}<br><span class="muted">${formatDate(r.created_at)}${r.updated_at !== r.created_at ? t('rules.changed', { date: formatDate(r.updated_at), name: r.updated_by?.name ?? '—' }) : nothing}</span></td>
          <td>${r.source_execution ? (view ? html`<button class="link" @click=${() => view(r.source_execution!)}>${t('rules.viewExecution')}</button>` : html`<code>${r.source_execution}</code>`) : html`<span class="muted">${t('rules.madeHere')}</span>`}</td>
          <td class="actions">${readOnly ? nothing : this.#confirm === r.id
            ? html`<span role="alert">${t('rules.confirmDelete')}</span> <button @click=${() => { this.#confirm = null; this.#host.requestUpdate(); }}>${t('common.cancel')}</button> <button class="danger" @click=${() => void this.#delete(r)}>${t('rules.delete')}</button>`
            : html`<button aria-label=${t('rules.editOf', { rule: named(r) })} @click=${() => this.#edit(r)}>${t('common.edit')}</button>
              <button class="danger" aria-label=${t('rules.deleteOf', { rule: named(r) })} @click=${() => { this.#confirm = r.id; this.#host.requestUpdate(); }}>${t('common.delete')}</button>`}</td>
        </tr>`)}</tbody></table>`}
      ${readOnly ? nothing : this.#draft ? this.#form(columns) : html`<button @click=${() => { this.#draft = { ...EMPTY }; this.#host.requestUpdate(); }}>${t('rules.new')}</button>`}
    </section>`;
  }
}
