/**
 * The DOM events of the ferry-* elements: one class per event name (docs/components.md §Callbacks
 * and events). Every event is a `CustomEvent` that bubbles and crosses shadow roots; its `detail`
 * is the argument of the element's callback of the same name (`ferry-pipeline-create` ⇄
 * `onPipelineCreate`), `null` where the callback takes none.
 *
 * The names are declared in `HTMLElementEventMap`, `DocumentEventMap` and `WindowEventMap`, so a
 * listener is typed without a cast:
 *
 *   el.addEventListener('ferry-pipeline-create', (e) => e.detail?.data.id);
 *
 * An event name some elements raise with different arguments (`ferry-execution-view`: an
 * execution, or its id from CreatePipeline) has the union of them as `detail`; each event class
 * takes its detail as a type parameter, and each element's callback property
 * (`FerryCallback<FerryExecutionViewEvent<{ data: string }>>`) says which one it raises.
 */
import type { Connector, ConnectorListItem, Execution, Pipeline, Tdm, TdmListItem } from '@ferry/client';

/** Refetches the choices of a select (a connector or target data model the host just created). */
export type Reload = () => Promise<void>;

/** `ferry-connector-create` from CreatePipeline and PipelineDetails: the host is asked to create a connector. */
export interface ConnectorCreateRequest {
  /** Call it after the connector exists to refetch the choices. */
  reload: Reload;
  /** Which choice asked for it. */
  connectorType: 'input' | 'output';
}

/** `ferry-tdm-create`: the host is asked to create a target data model. */
export interface TdmCreateRequest {
  /** Call it after the target data model exists to refetch the choices. */
  reload: Reload;
}

/**
 * Base of every ferry-* event: a CustomEvent (bubbling, composed) whose `detail` is the callback's
 * argument. Elements of an application built on FerryElement may raise their own names with it
 * (`new FerryEvent('ferry-saved', { data })`).
 */
export class FerryEvent<D = unknown> extends CustomEvent<D> {
  constructor(type: `ferry-${string}`, detail: D) {
    super(type, { detail, bubbles: true, composed: true });
  }
}

/** `ferry-close`: the element was closed (X, Escape, click outside in a modal; Cancel). No argument. */
export class FerryCloseEvent extends FerryEvent<null> {
  static readonly eventName = 'ferry-close';
  constructor() { super(FerryCloseEvent.eventName, null); }
}

/**
 * `ferry-token-expired`: the server refused the token; set a new `accessToken` on the element
 * (`e.target`) and the refused request is retried once. No callback; `detail` is `{}`.
 */
export class FerryTokenExpiredEvent extends FerryEvent<Record<string, never>> {
  static readonly eventName = 'ferry-token-expired';
  constructor() { super(FerryTokenExpiredEvent.eventName, {}); }
}

/** `ferry-pipeline-create`: `{data}` the created pipeline (CreatePipeline); null when *New pipeline* was pressed (PipelineList). */
export class FerryPipelineCreateEvent<D extends { data: Pipeline } | null = { data: Pipeline } | null> extends FerryEvent<D> {
  static readonly eventName = 'ferry-pipeline-create';
  constructor(detail: D) { super(FerryPipelineCreateEvent.eventName, detail); }
}

/** `ferry-pipeline-view`: *Details* of a pipeline pressed (PipelineList); `{data}` the pipeline. */
export class FerryPipelineViewEvent extends FerryEvent<{ data: Pipeline }> {
  static readonly eventName = 'ferry-pipeline-view';
  constructor(detail: { data: Pipeline }) { super(FerryPipelineViewEvent.eventName, detail); }
}

/** `ferry-pipeline-update`: the pipeline was saved (PipelineDetails); `{data}` the pipeline. */
export class FerryPipelineUpdateEvent extends FerryEvent<{ data: Pipeline }> {
  static readonly eventName = 'ferry-pipeline-update';
  constructor(detail: { data: Pipeline }) { super(FerryPipelineUpdateEvent.eventName, detail); }
}

/** `ferry-pipeline-delete`: the pipeline was deleted (PipelineDetails); `{data}` the deleted pipeline. */
export class FerryPipelineDeleteEvent extends FerryEvent<{ data: Pipeline }> {
  static readonly eventName = 'ferry-pipeline-delete';
  constructor(detail: { data: Pipeline }) { super(FerryPipelineDeleteEvent.eventName, detail); }
}

/** `ferry-success-continue`: *Continue* on a success screen; `{data}` what was created (a pipeline, target data model or connector). */
export class FerrySuccessContinueEvent<D extends { data: Pipeline } | { data: Tdm } | { data: Connector } = { data: Pipeline } | { data: Tdm } | { data: Connector }> extends FerryEvent<D> {
  static readonly eventName = 'ferry-success-continue';
  constructor(detail: D) { super(FerrySuccessContinueEvent.eventName, detail); }
}

/**
 * `ferry-connector-create`: `{reload, connectorType}` when CreatePipeline or PipelineDetails asks
 * the host to create one; `{data}` the created connector (CreateConnector); null when *New
 * connector* was pressed (ConnectorList).
 */
export class FerryConnectorCreateEvent<D extends ConnectorCreateRequest | { data: Connector } | null = ConnectorCreateRequest | { data: Connector } | null> extends FerryEvent<D> {
  static readonly eventName = 'ferry-connector-create';
  constructor(detail: D) { super(FerryConnectorCreateEvent.eventName, detail); }
}

/** `ferry-connector-view`: *View* of a connector pressed (ConnectorList); `{data}` the connector. */
export class FerryConnectorViewEvent extends FerryEvent<{ data: ConnectorListItem }> {
  static readonly eventName = 'ferry-connector-view';
  constructor(detail: { data: ConnectorListItem }) { super(FerryConnectorViewEvent.eventName, detail); }
}

/** `ferry-connector-update`: the connector was saved (ConnectorDetails); `{data}` the connector. */
export class FerryConnectorUpdateEvent extends FerryEvent<{ data: Connector }> {
  static readonly eventName = 'ferry-connector-update';
  constructor(detail: { data: Connector }) { super(FerryConnectorUpdateEvent.eventName, detail); }
}

/** `ferry-connector-delete`: the connector was deleted (ConnectorDetails); `{data}` the deleted connector. */
export class FerryConnectorDeleteEvent extends FerryEvent<{ data: Connector }> {
  static readonly eventName = 'ferry-connector-delete';
  constructor(detail: { data: Connector }) { super(FerryConnectorDeleteEvent.eventName, detail); }
}

/** `ferry-tdm-create`: CreatePipeline or PipelineDetails asks the host to create a target data model; `{reload}`. */
export class FerryTdmCreateEvent extends FerryEvent<TdmCreateRequest> {
  static readonly eventName = 'ferry-tdm-create';
  constructor(detail: TdmCreateRequest) { super(FerryTdmCreateEvent.eventName, detail); }
}

/** `ferry-target-data-model-create`: `{data}` the created TDM (CreateTargetDataModel); null when *New target data model* was pressed (TargetDataModelList). */
export class FerryTargetDataModelCreateEvent<D extends { data: Tdm } | null = { data: Tdm } | null> extends FerryEvent<D> {
  static readonly eventName = 'ferry-target-data-model-create';
  constructor(detail: D) { super(FerryTargetDataModelCreateEvent.eventName, detail); }
}

/** `ferry-target-data-model-view`: *View* of a TDM pressed (TargetDataModelList); `{data}` the TDM. */
export class FerryTargetDataModelViewEvent extends FerryEvent<{ data: TdmListItem }> {
  static readonly eventName = 'ferry-target-data-model-view';
  constructor(detail: { data: TdmListItem }) { super(FerryTargetDataModelViewEvent.eventName, detail); }
}

/** `ferry-target-data-model-update`: the TDM was saved (TargetDataModelDetails); `{data}` the TDM. */
export class FerryTargetDataModelUpdateEvent extends FerryEvent<{ data: Tdm }> {
  static readonly eventName = 'ferry-target-data-model-update';
  constructor(detail: { data: Tdm }) { super(FerryTargetDataModelUpdateEvent.eventName, detail); }
}

/** `ferry-target-data-model-delete`: the TDM was deleted (TargetDataModelDetails); `{data}` the deleted TDM. */
export class FerryTargetDataModelDeleteEvent extends FerryEvent<{ data: Tdm }> {
  static readonly eventName = 'ferry-target-data-model-delete';
  constructor(detail: { data: Tdm }) { super(FerryTargetDataModelDeleteEvent.eventName, detail); }
}

/**
 * `ferry-execution-view`: *View* or *Fix* of an execution pressed. `{data}` the execution
 * (PipelineDetails, ExecutionList), `{data}` the execution's id (CreatePipeline), `{execution}`
 * the execution (FileUploader).
 */
export class FerryExecutionViewEvent<D extends { data: Execution } | { data: string } | { execution: Execution } = { data: Execution } | { data: string } | { execution: Execution }> extends FerryEvent<D> {
  static readonly eventName = 'ferry-execution-view';
  constructor(detail: D) { super(FerryExecutionViewEvent.eventName, detail); }
}

/** `ferry-execution-run`: a run was started (PipelineDetails *Run now*, ExecutionDetails *Run again*); `{data}` the execution. */
export class FerryExecutionRunEvent extends FerryEvent<{ data: Execution }> {
  static readonly eventName = 'ferry-execution-run';
  constructor(detail: { data: Execution }) { super(FerryExecutionRunEvent.eventName, detail); }
}

/** `ferry-execution-start`: an upload or a pipeline's creation started executions (FileUploader, CreatePipeline); `{data}` the executions. */
export class FerryExecutionStartEvent extends FerryEvent<{ data: Execution[] }> {
  static readonly eventName = 'ferry-execution-start';
  constructor(detail: { data: Execution[] }) { super(FerryExecutionStartEvent.eventName, detail); }
}

/** Every event name of the ferry-* elements and its class (the union of its details). */
export interface FerryEventMap {
  'ferry-close': FerryCloseEvent;
  'ferry-token-expired': FerryTokenExpiredEvent;
  'ferry-pipeline-create': FerryPipelineCreateEvent;
  'ferry-pipeline-view': FerryPipelineViewEvent;
  'ferry-pipeline-update': FerryPipelineUpdateEvent;
  'ferry-pipeline-delete': FerryPipelineDeleteEvent;
  'ferry-success-continue': FerrySuccessContinueEvent;
  'ferry-connector-create': FerryConnectorCreateEvent;
  'ferry-connector-view': FerryConnectorViewEvent;
  'ferry-connector-update': FerryConnectorUpdateEvent;
  'ferry-connector-delete': FerryConnectorDeleteEvent;
  'ferry-tdm-create': FerryTdmCreateEvent;
  'ferry-target-data-model-create': FerryTargetDataModelCreateEvent;
  'ferry-target-data-model-view': FerryTargetDataModelViewEvent;
  'ferry-target-data-model-update': FerryTargetDataModelUpdateEvent;
  'ferry-target-data-model-delete': FerryTargetDataModelDeleteEvent;
  'ferry-execution-view': FerryExecutionViewEvent;
  'ferry-execution-run': FerryExecutionRunEvent;
  'ferry-execution-start': FerryExecutionStartEvent;
}

/**
 * The type of an element's callback property for event `E`: called with the event's `detail`, or
 * with no argument when the detail is null (`onClose`, PipelineList's `onPipelineCreate`).
 */
export type FerryCallback<E extends FerryEvent<unknown>> = ([E['detail']] extends [null] ? () => void : (arg: E['detail']) => void) | undefined;

declare global {
  // The events bubble and are composed: they reach the element, its ancestors, the document and the window.
  interface HTMLElementEventMap extends FerryEventMap {}
  interface DocumentEventMap extends FerryEventMap {}
  interface WindowEventMap extends FerryEventMap {}
}
