/**
 * The "Create connector" and "Create target data model" dialogs that CreatePipeline and
 * PipelineDetails open themselves when the host set no `onConnectorCreate` / `onTdmCreate`
 * callback (a component embedded alone in a host page works unaided). The new connector or model
 * is chosen in the flow once the dialog's Continue is pressed. The inner component's own events
 * stay inside (the outer component raises its own), except `ferry-token-expired`, which the host
 * answers as for any component.
 */
import { html, nothing } from 'lit';
import type { FerrySettings } from './ferry-element.ts';
import '../components/create-connector/define.ts';
import '../components/create-target-data-model/define.ts';

/** Which dialog is open. */
export type CreateDialog = { kind: 'connector'; direction: 'input' | 'output' } | { kind: 'tdm' } | null;

const INNER_EVENTS = ['ferry-connector-create', 'ferry-target-data-model-create', 'ferry-success-continue', 'ferry-close'];
const keepInside = (e: Event) => {
  if (INNER_EVENTS.includes(e.type)) e.stopPropagation();
};

/**
 * Renders the open dialog (nothing when none). `created(id)` when the person pressed Continue after
 * creating; `close()` when the dialog was dismissed.
 */
export function renderCreateDialog(dialog: CreateDialog, host: { accessToken: string | undefined; baseUrl: string | undefined; settings: FerrySettings }, close: () => void, created: (id: string) => void) {
  if (!dialog) return nothing;
  const settings = { modal: true, i18nOverrides: host.settings?.i18nOverrides, language: host.settings?.language };
  const done = (arg: { data: { id: string } }) => created(arg.data.id);
  return html`<div class="create-dialog" @ferry-connector-create=${keepInside} @ferry-target-data-model-create=${keepInside} @ferry-success-continue=${keepInside} @ferry-close=${keepInside}>
    ${dialog.kind === 'connector'
      ? html`<ferry-create-connector .accessToken=${host.accessToken} .baseUrl=${host.baseUrl} .connectorType=${dialog.direction} .settings=${settings}
          .onClose=${close} .onSuccessContinue=${done}></ferry-create-connector>`
      : html`<ferry-create-target-data-model .accessToken=${host.accessToken} .baseUrl=${host.baseUrl} .settings=${settings}
          .onClose=${close} .onSuccessContinue=${done}></ferry-create-target-data-model>`}
  </div>`;
}
