/**
 * Undo of a delivered execution in the components (docs/executions.md "Undo"), as a header action
 * of ferry-execution-details (which the platform shows on its execution page): an **Undo
 * delivery** button for a SUCCESSFUL execution not undone yet; a modal confirmation that says what
 * will happen for that output before anything is done (`GET /execution/{id}/undo`: the rows deleted
 * and restored, the file deleted, the webhook told — or why it cannot be undone); then
 * `POST /execution/{id}/undo`, the element's notice saying what was undone, and "Delivery undone
 * <when> by <whom>" beside the heading from then on. Registered when imported.
 */
import { html, nothing } from 'lit';
import type { Execution } from '@ferry/client';
import { executionHeaderActions, type ExecutionActionContext } from '../components/execution-details/header-actions.ts';
import { formatDate } from './format.ts';

type Undone = Execution & { undone_at?: string | null; undone_by?: { name?: string } | null; undo?: { message: string } | null };
interface Preview { possible: boolean; message: string }

/** The confirmation shown, per execution id. */
const previews = new Map<string, Preview>();

async function open(c: ExecutionActionContext, button: HTMLElement): Promise<void> {
  const id = c.execution.id;
  const answer = await c.run(() => c.client.previewExecutionUndo(id));
  if (!answer) return;
  previews.set(id, answer.data as Preview);
  // The element draws the dialog once its call ended (busy changed); then it opens as a modal.
  await c.run(() => Promise.resolve());
  await new Promise((r) => requestAnimationFrame(r));
  ((button.getRootNode() as ParentNode).querySelector(`dialog[data-undo="${id}"]`) as HTMLDialogElement | null)?.showModal();
}

function close(c: ExecutionActionContext, dialog: HTMLDialogElement | null): void {
  previews.delete(c.execution.id);
  dialog?.close();
  void c.run(() => Promise.resolve());
}

async function confirm(c: ExecutionActionContext, dialog: HTMLDialogElement): Promise<void> {
  const answer = await c.run(() => c.client.undoExecution(c.execution.id));
  close(c, dialog);
  if (!answer) return;
  c.notify(c.t('undo.done', { message: (answer.data as Undone).undo?.message ?? '' }));
  await c.reload();
}

function undoAction(c: ExecutionActionContext) {
  const e = c.execution as Undone;
  const t = c.t;
  if (e.undone_at) return html`<span class="muted" part="undone" role="status">${e.undone_by?.name ? t('undo.undoneAtBy', { date: formatDate(e.undone_at), name: e.undone_by.name }) : t('undo.undoneAt', { date: formatDate(e.undone_at) })}</span>`;
  if (e.status !== 'SUCCESSFUL') return nothing;
  const p = previews.get(e.id);
  const dialog = (ev: Event) => (ev.target as Element).closest('dialog');
  return html`<button part="undo-button" class="danger" ?disabled=${c.busy} @click=${(ev: Event) => void open(c, ev.currentTarget as HTMLElement)}>${t('undo.button')}</button>
    ${p ? html`<dialog data-undo=${e.id} part="undo-confirmation" aria-labelledby="undo-title" @close=${() => previews.delete(e.id)} style="max-width:34em;text-align:left">
      <h3 id="undo-title" style="margin-top:0">${p.possible ? t('undo.ask') : t('undo.cannot')}</h3>
      <p>${p.message}</p>
      ${p.possible ? html`<p class="muted">${t('undo.forgotten')}</p>` : nothing}
      <div class="row" style="justify-content:flex-end">
        <button @click=${(ev: Event) => close(c, dialog(ev))}>${p.possible ? t('common.cancel') : t('common.close')}</button>
        ${p.possible ? html`<button class="danger" ?disabled=${c.busy} @click=${(ev: Event) => void confirm(c, dialog(ev)!)}>${t('undo.confirm')}</button>` : nothing}
      </div>
    </dialog>` : nothing}`;
}

executionHeaderActions.push(undoAction);
