/**
 * Pipeline settings shared by CreatePipeline (last step) and PipelineDetails: error threshold,
 * schedule (frequency × interval, start, end), developer mode; and the connector/TDM choices.
 */
import { html, nothing } from 'lit';
import type { ConnectorListItem, ExpectationConfigInput, FerryClient, HeaderType, InvalidRowsPolicy, MappingInput, MappingMode, ScheduleFrequency, SchemaPolicy, SheetConfigInput, TdmListItem, TransformationInput } from '@ferry/client';
import type { Translate } from './i18n.ts';

/** Every connector the token may read, split by direction: the choices of a pipeline's connectors. */
export async function loadConnectorChoices(client: FerryClient): Promise<{ inputs: ConnectorListItem[]; outputs: ConnectorListItem[] }> {
  const items: ConnectorListItem[] = [];
  for await (const c of client.paginate('listConnectors')) items.push(c);
  return { inputs: items.filter((c) => c.type === 'INPUT'), outputs: items.filter((c) => c.type === 'OUTPUT') };
}

/** Every target data model the token may read: the choices of a pipeline's TDM. */
export async function loadTdmChoices(client: FerryClient): Promise<TdmListItem[]> {
  const items: TdmListItem[] = [];
  for await (const t of client.paginate('listTdms')) items.push(t);
  return items;
}

/**
 * A pipeline's configuration while a person edits it: the API's input shapes
 * (`PipelineConfigurationInput` of @ferry/client) with numbers as numbers; a part not chosen yet
 * is absent.
 */
export interface PipelineConfigurationDraft {
  input_connectors?: string[];
  output_connectors?: string[];
  tdm?: string | null;
  mapping_config?: { mode: MappingMode; mappings?: MappingDraft[] } | null;
  error_config?: { error_threshold: number; invalid_rows?: InvalidRowsPolicy } | null;
  schedule_config?: { frequency: ScheduleFrequency; interval: number; starts_on: string; ends_on?: string | null } | null;
  header_config?: { type: HeaderType; row_index?: number | null } | null;
  sheet_config?: SheetConfigInput | null;
  developer_mode?: boolean;
  schema_policy?: SchemaPolicy | null;
  expectation?: ExpectationDraft | null;
}

/** `configuration.expectation` while edited: when the pipeline expects its files (docs/executions.md "Late files"). */
export type ExpectationDraft = Omit<ExpectationConfigInput, 'interval' | 'grace_minutes' | 'day'> & { interval?: number; grace_minutes?: number; day?: number | null };

/** A transformation of a mapping: as the API answers it (`name` may be null) or as it takes it. */
export type TransformationDraft = Omit<TransformationInput, 'name'> & { name?: string | null };
/** A mapping (input columns → target column, transformations), as the API answers or takes it. */
export type MappingDraft = Omit<MappingInput, 'transformations'> & { transformations?: TransformationDraft[] };

/** The schedule's frequencies (the select's other choice, NONE, removes the schedule). */
const FREQUENCIES = ['HOURLY', 'DAILY', 'WEEKLY', 'MONTHLY'] as const satisfies readonly ScheduleFrequency[];

/** `2026-12-01T06:00:00.000Z` → the value of a datetime-local input (local time). */
function localInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/**
 * How files reach an input connector that Ferry cannot pull from (uploads, pushes, mail), in words
 * — or null for one that fetches files (a schedule makes sense there). `httpMode` is the HTTP
 * connector's `type` when known (REACTIVE: pushed; PROACTIVE: fetched).
 */
export function pushedInput(t: Translate, input: { name: string; node_type: string } | undefined, httpMode?: unknown): string | null {
  if (!input) return null;
  if (input.node_type === 'MANUAL') return t('run.pushed.MANUAL', { name: input.name });
  if (input.node_type === 'EMAIL') return t('run.pushed.EMAIL', { name: input.name });
  if (input.node_type === 'HTTP' && httpMode === 'REACTIVE') return t('run.pushed.HTTP', { name: input.name });
  return null;
}

/**
 * Renders threshold, schedule and (unless `withDeveloperMode` is false: PipelineDetails has its
 * own toggle) developer mode of `config`; `change` receives the edited configuration. `pushed`
 * ({@link pushedInput}): the input receives files rather than being read — a schedule is then
 * warned against, since each scheduled run would find nothing to pull and fail.
 */
export function renderRunSettings(t: Translate, config: PipelineConfigurationDraft, change: (next: PipelineConfigurationDraft) => void, withDeveloperMode = true, pushed: string | null = null) {
  const schedule = config.schedule_config ?? null;
  const threshold = config.error_config?.error_threshold ?? 0;
  const setSchedule = (patch: Partial<NonNullable<PipelineConfigurationDraft['schedule_config']>>) =>
    change({ ...config, schedule_config: { frequency: 'DAILY', interval: 1, starts_on: new Date().toISOString(), ends_on: null, ...(schedule ?? {}), ...patch } });
  return html`
    <div class="field"><label for="threshold">${t('run.threshold')}</label>
      <input id="threshold" type="number" min="0" max="100" step="0.1" .value=${String(threshold)}
        @change=${(e: Event) => change({ ...config, error_config: { ...(config.error_config ?? {}), error_threshold: Math.min(100, Math.max(0, Number((e.target as HTMLInputElement).value) || 0)) } })}>
      <p class="hint">${t('run.thresholdHint')}</p></div>
    <div class="field"><label for="schedule">${t('run.schedule')}</label>
      <select id="schedule" @change=${(e: Event) => { const frequency = FREQUENCIES.find((f) => f === (e.target as HTMLSelectElement).value); if (!frequency) change({ ...config, schedule_config: null }); else setSchedule({ frequency }); }}>
        ${(['NONE', 'HOURLY', 'DAILY', 'WEEKLY', 'MONTHLY'] as const).map((f) => html`<option value=${f} ?selected=${(schedule?.frequency ?? 'NONE') === f}>${t(`run.${f}`)}</option>`)}
      </select>
      ${schedule && pushed ? html`<p class="alert" role="alert" part="schedule-warning">${t('run.scheduleWarning', { pushed })}</p>` : nothing}</div>
    ${schedule ? html`<div class="row">
      <div class="field"><label for="interval">${t('run.every')}</label>
        <input id="interval" type="number" min="1" .value=${String(schedule.interval)} @change=${(e: Event) => setSchedule({ interval: Math.max(1, Math.floor(Number((e.target as HTMLInputElement).value) || 1)) })}></div>
      <div class="field"><label for="starts">${t('run.starts')}</label>
        <input id="starts" type="datetime-local" .value=${localInput(schedule.starts_on)} @change=${(e: Event) => setSchedule({ starts_on: new Date((e.target as HTMLInputElement).value).toISOString() })}></div>
      <div class="field"><label for="ends">${t('run.ends')}</label>
        <input id="ends" type="datetime-local" .value=${localInput(schedule.ends_on)} @change=${(e: Event) => { const v = (e.target as HTMLInputElement).value; setSchedule({ ends_on: v ? new Date(v).toISOString() : null }); }}></div>
    </div>` : nothing}
    ${withDeveloperMode ? html`<div class="field"><label class="check"><input type="checkbox" .checked=${config.developer_mode === true} @change=${(e: Event) => change({ ...config, developer_mode: (e.target as HTMLInputElement).checked })}> ${t('run.developerMode')}</label>
      <p class="hint">${t('run.developerModeHint')}</p></div>` : nothing}`;
}

/** A select of resources (`{id, name}`), with an optional "Create" button. */
export function renderChoice(t: Translate, options: {
  id: string; label: string; value: string | undefined; items: Array<{ id: string; name: string }>; locked?: boolean;
  change: (id: string) => void; create?: (() => void) | null; createLabel?: string;
}) {
  const { id, label, value, items, locked } = options;
  const current = items.find((i) => i.id === value);
  return html`<div class="field"><label for=${id}>${label}</label>
    <div class="row">
      <select id=${id} ?disabled=${locked} @change=${(e: Event) => options.change((e.target as HTMLSelectElement).value)}>
        <option value="" .selected=${!value}>${t('choice.choose')}</option>
        ${items.map((i) => html`<option value=${i.id} .selected=${i.id === value}>${i.name}</option>`)}
        ${value && !current ? html`<option value=${value} .selected=${true}>${items.length ? value : t('common.loading')}</option>` : nothing}
      </select>
      ${options.create && !locked ? html`<button @click=${options.create}>${options.createLabel ?? t('choice.create')}</button>` : nothing}
    </div>
    ${locked ? html`<p class="hint">${t('choice.locked')}</p>` : nothing}
  </div>`;
}

const EXPECTED = ['NONE', 'HOURLY', 'DAILY', 'WEEKLY', 'MONTHLY'] as const;
const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
const POLICIES = ['EVOLVE', 'FREEZE', 'DISCARD_NEW'] as const satisfies readonly SchemaPolicy[];

/**
 * The settings of a recurring feed: what happens when a file's columns change (`schema_policy`:
 * EVOLVE, FREEZE, DISCARD_NEW) and when files are expected (`expectation`: a file every `interval`
 * hours, days, weeks or months by a time of day, UTC, with a grace in minutes; a window without a
 * file raises one late-file alert). `change` receives the edited configuration.
 */
export function renderFeedSettings(t: Translate, config: PipelineConfigurationDraft, change: (next: PipelineConfigurationDraft) => void) {
  const e = config.expectation ?? null;
  const setExpectation = (patch: Partial<ExpectationDraft>) => change({ ...config, expectation: { every: 'DAILY', interval: 1, by: '06:00', grace_minutes: 0, day: null, ...(e ?? {}), ...patch } });
  const policy = config.schema_policy ?? 'EVOLVE';
  return html`
    <div class="field"><label for="schema-policy">${t('feed.policy')}</label>
      <select id="schema-policy" part="schema-policy" @change=${(ev: Event) => change({ ...config, schema_policy: POLICIES.find((v) => v === (ev.target as HTMLSelectElement).value) ?? 'EVOLVE' })}>
        ${POLICIES.map((v) => html`<option value=${v} ?selected=${policy === v}>${t(`feed.policy.${v}`)}</option>`)}
      </select></div>
    <div class="field"><label for="expect">${t('feed.expected')}</label>
      <select id="expect" part="expectation" @change=${(ev: Event) => { const every = FREQUENCIES.find((f) => f === (ev.target as HTMLSelectElement).value); if (!every) change({ ...config, expectation: null }); else setExpectation({ every, day: null }); }}>
        ${EXPECTED.map((f) => html`<option value=${f} ?selected=${(e?.every ?? 'NONE') === f}>${t(`feed.expected.${f}`)}</option>`)}
      </select>
      <p class="hint">${t('feed.expectedHint')}</p></div>
    ${e ? html`<div class="row">
      <div class="field"><label for="expect-interval">${t(`feed.every.${e.every}`)}</label>
        <input id="expect-interval" type="number" min="1" .value=${String(e.interval ?? 1)} @change=${(ev: Event) => setExpectation({ interval: Math.max(1, Math.floor(Number((ev.target as HTMLInputElement).value) || 1)) })}></div>
      ${e.every === 'WEEKLY' ? html`<div class="field"><label for="expect-day">${t('feed.weekday')}</label>
        <select id="expect-day" @change=${(ev: Event) => { const v = Number((ev.target as HTMLSelectElement).value); setExpectation({ day: v || null }); }}>
          <option value="0" ?selected=${!e.day}>${t('feed.weekday.same')}</option>
          ${WEEKDAYS.map((d) => html`<option value=${d} ?selected=${e.day === d}>${t(`feed.weekday.${d}`)}</option>`)}
        </select></div>` : nothing}
      ${e.every === 'MONTHLY' ? html`<div class="field"><label for="expect-day">${t('feed.monthDay')}</label>
        <input id="expect-day" type="number" min="1" max="31" .value=${e.day ? String(e.day) : ''} placeholder=${t('feed.monthDay.placeholder')} @change=${(ev: Event) => { const v = Math.floor(Number((ev.target as HTMLInputElement).value)); setExpectation({ day: v >= 1 && v <= 31 ? v : null }); }}></div>` : nothing}
      <div class="field"><label for="expect-by">${t(e.every === 'HOURLY' ? 'feed.byMinute' : 'feed.by')}</label>
        <input id="expect-by" type="time" .value=${e.by} @change=${(ev: Event) => setExpectation({ by: (ev.target as HTMLInputElement).value || '00:00' })}></div>
      <div class="field"><label for="expect-grace">${t('feed.grace')}</label>
        <input id="expect-grace" type="number" min="0" .value=${String(e.grace_minutes ?? 0)} @change=${(ev: Event) => setExpectation({ grace_minutes: Math.max(0, Math.floor(Number((ev.target as HTMLInputElement).value) || 0)) })}></div>
    </div>` : nothing}`;
}
