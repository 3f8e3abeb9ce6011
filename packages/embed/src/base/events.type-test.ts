/**
 * Compile-time checks of the typed events (never imported, never bundled): `npm run typecheck`
 * fails when a `ferry-*` listener loses its detail type, when an element's callback stops taking
 * its own detail, or when a detail the element does not raise would be accepted.
 */
import type { Connector, Execution, Pipeline } from '@ferry/client';
import type { FerryCreatePipeline } from '../components/create-pipeline/create-pipeline.ts';
import type { FerryFileUploader } from '../components/file-uploader/file-uploader.ts';
import type { FerryPipelineList } from '../components/pipeline-list/pipeline-list.ts';
import { FerryExecutionViewEvent, FerryPipelineCreateEvent, type FerryCallback, type FerryCloseEvent } from './events.ts';

declare const element: HTMLElement;
declare const execution: Execution;

// A listener on any element, the document or the window gets the event's class and detail.
element.addEventListener('ferry-pipeline-create', (e) => {
  const event: FerryPipelineCreateEvent = e;
  const detail: { data: Pipeline } | null = e.detail;
  void event; void detail;
});
document.addEventListener('ferry-execution-view', (e) => {
  const id: string | Execution | undefined = 'data' in e.detail ? e.detail.data : e.detail.execution;
  void id;
});
window.addEventListener('ferry-token-expired', (e) => void e.detail);
element.addEventListener('ferry-connector-update', (e) => {
  const connector: Connector = e.detail.data;
  void connector;
});
element.addEventListener('ferry-close', (e) => {
  const none: null = e.detail;
  void none;
});
// @ts-expect-error ferry-pipeline-view always carries the pipeline
element.addEventListener('ferry-pipeline-view', (e) => { const none: null = e.detail; void none; });

// Each element's callback takes the detail that element raises.
declare const create: FerryCreatePipeline;
declare const uploader: FerryFileUploader;
declare const list: FerryPipelineList;
create.onExecutionView = ({ data }) => void data.toUpperCase();
uploader.onExecutionView = ({ execution: e }) => void e.status;
list.onPipelineCreate = () => undefined;
create.onPipelineCreate = ({ data }) => void data.configuration;
// @ts-expect-error CreatePipeline hands over the execution's id, not the execution
create.onExecutionView = ({ data }: { data: Execution }) => void data.status;
const close: FerryCallback<FerryCloseEvent> = () => undefined;
void close;

// The classes check the detail they are built with.
void new FerryExecutionViewEvent({ data: 'execution id' });
void new FerryExecutionViewEvent({ execution });
void new FerryPipelineCreateEvent(null);
// @ts-expect-error not a detail of ferry-execution-view
void new FerryExecutionViewEvent({ id: 'execution id' });
