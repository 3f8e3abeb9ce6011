// Generated from @ferry/embed's Custom Elements Manifest by packages/embed/scripts/wrappers.ts (npm run build). Do not edit.
import { Directive, ElementRef, EventEmitter, inject, type OnChanges, type OnInit, type SimpleChanges } from '@angular/core';
import '@ferry/embed';
import type { FerryConnectorDetails, FerryConnectorList, FerryCreateConnector, FerryCreatePipeline, FerryCreateTargetDataModel, FerryExecutionDetails, FerryExecutionList, FerryFileUploader, FerryPipelineDetails, FerryPipelineList, FerryTargetDataModelDetails, FerryTargetDataModelList } from '@ferry/embed';

type Arg<F> = NonNullable<F> extends (arg: infer A) => unknown ? A : never;

/** One connector — name, kind, fields (secrets never shown back: type to replace), visibility (a sentence says what sub-organizations will see) — saved, or deleted after confirmation; a REACTIVE HTTP input can get a new push secret; *Test connection* tells whether Ferry reaches the source or destination (nothing is imported or sent) (`<ferry-connector-details>`; outputs: (connectorUpdate), (connectorDelete), (close)) */
@Directive({
  selector: 'ferry-connector-details',
  standalone: true,
  inputs: ['connectorId', 'accessToken', 'baseUrl', 'settings'],
  outputs: ['connectorUpdate', 'connectorDelete', 'close'],
})
export class ConnectorDetails implements OnChanges, OnInit {
  readonly #element = inject(ElementRef).nativeElement as FerryConnectorDetails;
  connectorId: FerryConnectorDetails['connectorId'] = undefined as never;
  accessToken: FerryConnectorDetails['accessToken'] = undefined as never;
  baseUrl: FerryConnectorDetails['baseUrl'] = undefined as never;
  settings: FerryConnectorDetails['settings'] = undefined as never;
  readonly connectorUpdate = new EventEmitter<Arg<FerryConnectorDetails['onConnectorUpdate']>>();
  readonly connectorDelete = new EventEmitter<Arg<FerryConnectorDetails['onConnectorDelete']>>();
  readonly close = new EventEmitter<Arg<FerryConnectorDetails['onClose']>>();

  ngOnChanges(changes: SimpleChanges): void {
    for (const key of Object.keys(changes)) (this.#element as unknown as Record<string, unknown>)[key] = changes[key]!.currentValue;
  }

  ngOnInit(): void {
    if (this.connectorUpdate.observed) this.#element.onConnectorUpdate = ((arg: never) => this.connectorUpdate.emit(arg)) as never;
    if (this.connectorDelete.observed) this.#element.onConnectorDelete = ((arg: never) => this.connectorDelete.emit(arg)) as never;
    if (this.close.observed) this.#element.onClose = ((arg: never) => this.close.emit(arg)) as never;
  }
}

/** The connectors the token may read; search by name, filter by direction (input/output), sort, pages (`<ferry-connector-list>`; outputs: (connectorView), (connectorCreate), (close)) */
@Directive({
  selector: 'ferry-connector-list',
  standalone: true,
  inputs: ['filters', 'accessToken', 'baseUrl', 'settings'],
  outputs: ['connectorView', 'connectorCreate', 'close'],
})
export class ConnectorList implements OnChanges, OnInit {
  readonly #element = inject(ElementRef).nativeElement as FerryConnectorList;
  filters: FerryConnectorList['filters'] = undefined as never;
  accessToken: FerryConnectorList['accessToken'] = undefined as never;
  baseUrl: FerryConnectorList['baseUrl'] = undefined as never;
  settings: FerryConnectorList['settings'] = undefined as never;
  readonly connectorView = new EventEmitter<Arg<FerryConnectorList['onConnectorView']>>();
  readonly connectorCreate = new EventEmitter<Arg<FerryConnectorList['onConnectorCreate']>>();
  readonly close = new EventEmitter<Arg<FerryConnectorList['onClose']>>();

  ngOnChanges(changes: SimpleChanges): void {
    for (const key of Object.keys(changes)) (this.#element as unknown as Record<string, unknown>)[key] = changes[key]!.currentValue;
  }

  ngOnInit(): void {
    if (this.connectorView.observed) this.#element.onConnectorView = ((arg: never) => this.connectorView.emit(arg)) as never;
    if (this.connectorCreate.observed) this.#element.onConnectorCreate = ((arg: never) => this.connectorCreate.emit(arg)) as never;
    if (this.close.observed) this.#element.onClose = ((arg: never) => this.close.emit(arg)) as never;
  }
}

/** Name, direction (input or output; fixed by `connectorType`), kind and its fields, visibility; creates the connector and shows what the person needs next (the push secret of a REACTIVE HTTP input, shown once) (`<ferry-create-connector>`; outputs: (connectorCreate), (successContinue), (close)) */
@Directive({
  selector: 'ferry-create-connector',
  standalone: true,
  inputs: ['connectorType', 'accessToken', 'baseUrl', 'settings'],
  outputs: ['connectorCreate', 'successContinue', 'close'],
})
export class CreateConnector implements OnChanges, OnInit {
  readonly #element = inject(ElementRef).nativeElement as FerryCreateConnector;
  connectorType: FerryCreateConnector['connectorType'] = undefined as never;
  accessToken: FerryCreateConnector['accessToken'] = undefined as never;
  baseUrl: FerryCreateConnector['baseUrl'] = undefined as never;
  settings: FerryCreateConnector['settings'] = undefined as never;
  readonly connectorCreate = new EventEmitter<Arg<FerryCreateConnector['onConnectorCreate']>>();
  readonly successContinue = new EventEmitter<Arg<FerryCreateConnector['onSuccessContinue']>>();
  readonly close = new EventEmitter<Arg<FerryCreateConnector['onClose']>>();

  ngOnChanges(changes: SimpleChanges): void {
    for (const key of Object.keys(changes)) (this.#element as unknown as Record<string, unknown>)[key] = changes[key]!.currentValue;
  }

  ngOnInit(): void {
    if (this.connectorCreate.observed) this.#element.onConnectorCreate = ((arg: never) => this.connectorCreate.emit(arg)) as never;
    if (this.successContinue.observed) this.#element.onSuccessContinue = ((arg: never) => this.successContinue.emit(arg)) as never;
    if (this.close.observed) this.#element.onClose = ((arg: never) => this.close.emit(arg)) as never;
  }
}

/** The guided flow a person uses instead of the API — choose (or create) the input connector, output connector and target data model (presets from `configuration` or `templateId` are fixed and hidden); take a sample file; confirm the header row (the engine's choice and its reason shown); map columns with the engine's suggestions and their confidence; add formula and option-mapping transformations with a live before/after preview computed by the server; review the transformed sample with erroneous cells highlighted; set name, schedule, error threshold and developer mode; create (`<ferry-create-pipeline>`; outputs: (pipelineCreate), (successContinue), (connectorCreate), (tdmCreate), (executionView), (close)) */
@Directive({
  selector: 'ferry-create-pipeline',
  standalone: true,
  inputs: ['templateId', 'configuration', 'accessToken', 'baseUrl', 'settings'],
  outputs: ['pipelineCreate', 'successContinue', 'connectorCreate', 'tdmCreate', 'executionView', 'close'],
})
export class CreatePipeline implements OnChanges, OnInit {
  readonly #element = inject(ElementRef).nativeElement as FerryCreatePipeline;
  templateId: FerryCreatePipeline['templateId'] = undefined as never;
  configuration: FerryCreatePipeline['configuration'] = undefined as never;
  accessToken: FerryCreatePipeline['accessToken'] = undefined as never;
  baseUrl: FerryCreatePipeline['baseUrl'] = undefined as never;
  settings: FerryCreatePipeline['settings'] = undefined as never;
  readonly pipelineCreate = new EventEmitter<Arg<FerryCreatePipeline['onPipelineCreate']>>();
  readonly successContinue = new EventEmitter<Arg<FerryCreatePipeline['onSuccessContinue']>>();
  readonly connectorCreate = new EventEmitter<Arg<FerryCreatePipeline['onConnectorCreate']>>();
  readonly tdmCreate = new EventEmitter<Arg<FerryCreatePipeline['onTdmCreate']>>();
  readonly executionView = new EventEmitter<Arg<FerryCreatePipeline['onExecutionView']>>();
  readonly close = new EventEmitter<Arg<FerryCreatePipeline['onClose']>>();

  ngOnChanges(changes: SimpleChanges): void {
    for (const key of Object.keys(changes)) (this.#element as unknown as Record<string, unknown>)[key] = changes[key]!.currentValue;
  }

  ngOnInit(): void {
    if (this.pipelineCreate.observed) this.#element.onPipelineCreate = ((arg: never) => this.pipelineCreate.emit(arg)) as never;
    if (this.successContinue.observed) this.#element.onSuccessContinue = ((arg: never) => this.successContinue.emit(arg)) as never;
    if (this.connectorCreate.observed) this.#element.onConnectorCreate = ((arg: never) => this.connectorCreate.emit(arg)) as never;
    if (this.tdmCreate.observed) this.#element.onTdmCreate = ((arg: never) => this.tdmCreate.emit(arg)) as never;
    if (this.executionView.observed) this.#element.onExecutionView = ((arg: never) => this.executionView.emit(arg)) as never;
    if (this.close.observed) this.#element.onClose = ((arg: never) => this.close.emit(arg)) as never;
  }
}

/** Name the target data model, define its columns (label, key, type, required, unique, category options, and under *Rules and settings* every other rule and setting the API accepts, with a test box), its key and its visibility (a sentence says what sub-organizations will see), create it, then a success screen (`<ferry-create-target-data-model>`; outputs: (targetDataModelCreate), (successContinue), (close)) */
@Directive({
  selector: 'ferry-create-target-data-model',
  standalone: true,
  inputs: ['configuration', 'accessToken', 'baseUrl', 'settings'],
  outputs: ['targetDataModelCreate', 'successContinue', 'close'],
})
export class CreateTargetDataModel implements OnChanges, OnInit {
  readonly #element = inject(ElementRef).nativeElement as FerryCreateTargetDataModel;
  configuration: FerryCreateTargetDataModel['configuration'] = undefined as never;
  accessToken: FerryCreateTargetDataModel['accessToken'] = undefined as never;
  baseUrl: FerryCreateTargetDataModel['baseUrl'] = undefined as never;
  settings: FerryCreateTargetDataModel['settings'] = undefined as never;
  readonly targetDataModelCreate = new EventEmitter<Arg<FerryCreateTargetDataModel['onTargetDataModelCreate']>>();
  readonly successContinue = new EventEmitter<Arg<FerryCreateTargetDataModel['onSuccessContinue']>>();
  readonly close = new EventEmitter<Arg<FerryCreateTargetDataModel['onClose']>>();

  ngOnChanges(changes: SimpleChanges): void {
    for (const key of Object.keys(changes)) (this.#element as unknown as Record<string, unknown>)[key] = changes[key]!.currentValue;
  }

  ngOnInit(): void {
    if (this.targetDataModelCreate.observed) this.#element.onTargetDataModelCreate = ((arg: never) => this.targetDataModelCreate.emit(arg)) as never;
    if (this.successContinue.observed) this.#element.onSuccessContinue = ((arg: never) => this.successContinue.emit(arg)) as never;
    if (this.close.observed) this.#element.onClose = ((arg: never) => this.close.emit(arg)) as never;
  }
}

/** One execution and its rows in a review grid (`<ferry-execution-details>`; outputs: (executionRun), (close)) */
@Directive({
  selector: 'ferry-execution-details',
  standalone: true,
  inputs: ['executionId', 'accessToken', 'baseUrl', 'settings'],
  outputs: ['executionRun', 'close'],
})
export class ExecutionDetails implements OnChanges, OnInit {
  readonly #element = inject(ElementRef).nativeElement as FerryExecutionDetails;
  executionId: FerryExecutionDetails['executionId'] = undefined as never;
  accessToken: FerryExecutionDetails['accessToken'] = undefined as never;
  baseUrl: FerryExecutionDetails['baseUrl'] = undefined as never;
  settings: FerryExecutionDetails['settings'] = undefined as never;
  readonly executionRun = new EventEmitter<Arg<FerryExecutionDetails['onExecutionRun']>>();
  readonly close = new EventEmitter<Arg<FerryExecutionDetails['onClose']>>();

  ngOnChanges(changes: SimpleChanges): void {
    for (const key of Object.keys(changes)) (this.#element as unknown as Record<string, unknown>)[key] = changes[key]!.currentValue;
  }

  ngOnInit(): void {
    if (this.executionRun.observed) this.#element.onExecutionRun = ((arg: never) => this.executionRun.emit(arg)) as never;
    if (this.close.observed) this.#element.onClose = ((arg: never) => this.close.emit(arg)) as never;
  }
}

/** Executions of one pipeline (`pipelineId`) or of all pipelines, newest first; filter by status (`<ferry-execution-list>`; outputs: (executionView), (close)) */
@Directive({
  selector: 'ferry-execution-list',
  standalone: true,
  inputs: ['pipelineId', 'accessToken', 'baseUrl', 'settings'],
  outputs: ['executionView', 'close'],
})
export class ExecutionList implements OnChanges, OnInit {
  readonly #element = inject(ElementRef).nativeElement as FerryExecutionList;
  pipelineId: FerryExecutionList['pipelineId'] = undefined as never;
  accessToken: FerryExecutionList['accessToken'] = undefined as never;
  baseUrl: FerryExecutionList['baseUrl'] = undefined as never;
  settings: FerryExecutionList['settings'] = undefined as never;
  readonly executionView = new EventEmitter<Arg<FerryExecutionList['onExecutionView']>>();
  readonly close = new EventEmitter<Arg<FerryExecutionList['onClose']>>();

  ngOnChanges(changes: SimpleChanges): void {
    for (const key of Object.keys(changes)) (this.#element as unknown as Record<string, unknown>)[key] = changes[key]!.currentValue;
  }

  ngOnInit(): void {
    if (this.executionView.observed) this.#element.onExecutionView = ((arg: never) => this.executionView.emit(arg)) as never;
    if (this.close.observed) this.#element.onClose = ((arg: never) => this.close.emit(arg)) as never;
  }
}

/** Files dropped or picked are uploaded to a MANUAL input connector (`inputConnectorId`), with progress; then the executions they started are shown as they run, each with View (or Fix when it failed on erroneous cells) (`<ferry-file-uploader>`; outputs: (executionView), (executionStart), (close)) */
@Directive({
  selector: 'ferry-file-uploader',
  standalone: true,
  inputs: ['inputConnectorId', 'accessToken', 'baseUrl', 'settings'],
  outputs: ['executionView', 'executionStart', 'close'],
})
export class FileUploader implements OnChanges, OnInit {
  readonly #element = inject(ElementRef).nativeElement as FerryFileUploader;
  inputConnectorId: FerryFileUploader['inputConnectorId'] = undefined as never;
  accessToken: FerryFileUploader['accessToken'] = undefined as never;
  baseUrl: FerryFileUploader['baseUrl'] = undefined as never;
  settings: FerryFileUploader['settings'] = undefined as never;
  readonly executionView = new EventEmitter<Arg<FerryFileUploader['onExecutionView']>>();
  readonly executionStart = new EventEmitter<Arg<FerryFileUploader['onExecutionStart']>>();
  readonly close = new EventEmitter<Arg<FerryFileUploader['onClose']>>();

  ngOnChanges(changes: SimpleChanges): void {
    for (const key of Object.keys(changes)) (this.#element as unknown as Record<string, unknown>)[key] = changes[key]!.currentValue;
  }

  ngOnInit(): void {
    if (this.executionView.observed) this.#element.onExecutionView = ((arg: never) => this.executionView.emit(arg)) as never;
    if (this.executionStart.observed) this.#element.onExecutionStart = ((arg: never) => this.executionStart.emit(arg)) as never;
    if (this.close.observed) this.#element.onClose = ((arg: never) => this.close.emit(arg)) as never;
  }
}

/** Every part of a pipeline's configuration — connectors, target data model, header row, mapping and transformations, error threshold, schedule, developer mode — viewable and editable; Active and Dev-mode toggles (saved at once); run now — or, for a pipeline fed by uploads, *Upload files* (the FileUploader opens in place); delete with confirmation; the ExecutionList below with `settings.showExecutionList` (`<ferry-pipeline-details>`; outputs: (pipelineUpdate), (pipelineDelete), (executionRun), (executionView), (connectorCreate), (tdmCreate), (close)) */
@Directive({
  selector: 'ferry-pipeline-details',
  standalone: true,
  inputs: ['pipelineId', 'accessToken', 'baseUrl', 'settings'],
  outputs: ['pipelineUpdate', 'pipelineDelete', 'executionRun', 'executionView', 'connectorCreate', 'tdmCreate', 'close'],
})
export class PipelineDetails implements OnChanges, OnInit {
  readonly #element = inject(ElementRef).nativeElement as FerryPipelineDetails;
  pipelineId: FerryPipelineDetails['pipelineId'] = undefined as never;
  accessToken: FerryPipelineDetails['accessToken'] = undefined as never;
  baseUrl: FerryPipelineDetails['baseUrl'] = undefined as never;
  settings: FerryPipelineDetails['settings'] = undefined as never;
  readonly pipelineUpdate = new EventEmitter<Arg<FerryPipelineDetails['onPipelineUpdate']>>();
  readonly pipelineDelete = new EventEmitter<Arg<FerryPipelineDetails['onPipelineDelete']>>();
  readonly executionRun = new EventEmitter<Arg<FerryPipelineDetails['onExecutionRun']>>();
  readonly executionView = new EventEmitter<Arg<FerryPipelineDetails['onExecutionView']>>();
  readonly connectorCreate = new EventEmitter<Arg<FerryPipelineDetails['onConnectorCreate']>>();
  readonly tdmCreate = new EventEmitter<Arg<FerryPipelineDetails['onTdmCreate']>>();
  readonly close = new EventEmitter<Arg<FerryPipelineDetails['onClose']>>();

  ngOnChanges(changes: SimpleChanges): void {
    for (const key of Object.keys(changes)) (this.#element as unknown as Record<string, unknown>)[key] = changes[key]!.currentValue;
  }

  ngOnInit(): void {
    if (this.pipelineUpdate.observed) this.#element.onPipelineUpdate = ((arg: never) => this.pipelineUpdate.emit(arg)) as never;
    if (this.pipelineDelete.observed) this.#element.onPipelineDelete = ((arg: never) => this.pipelineDelete.emit(arg)) as never;
    if (this.executionRun.observed) this.#element.onExecutionRun = ((arg: never) => this.executionRun.emit(arg)) as never;
    if (this.executionView.observed) this.#element.onExecutionView = ((arg: never) => this.executionView.emit(arg)) as never;
    if (this.connectorCreate.observed) this.#element.onConnectorCreate = ((arg: never) => this.connectorCreate.emit(arg)) as never;
    if (this.tdmCreate.observed) this.#element.onTdmCreate = ((arg: never) => this.tdmCreate.emit(arg)) as never;
    if (this.close.observed) this.#element.onClose = ((arg: never) => this.close.emit(arg)) as never;
  }
}

/** The pipelines the token may read, with their state, last runs and next scheduled run; search by name, sort, pages (`<ferry-pipeline-list>`; outputs: (pipelineView), (pipelineCreate), (close)) */
@Directive({
  selector: 'ferry-pipeline-list',
  standalone: true,
  inputs: ['accessToken', 'baseUrl', 'settings'],
  outputs: ['pipelineView', 'pipelineCreate', 'close'],
})
export class PipelineList implements OnChanges, OnInit {
  readonly #element = inject(ElementRef).nativeElement as FerryPipelineList;
  accessToken: FerryPipelineList['accessToken'] = undefined as never;
  baseUrl: FerryPipelineList['baseUrl'] = undefined as never;
  settings: FerryPipelineList['settings'] = undefined as never;
  readonly pipelineView = new EventEmitter<Arg<FerryPipelineList['onPipelineView']>>();
  readonly pipelineCreate = new EventEmitter<Arg<FerryPipelineList['onPipelineCreate']>>();
  readonly close = new EventEmitter<Arg<FerryPipelineList['onClose']>>();

  ngOnChanges(changes: SimpleChanges): void {
    for (const key of Object.keys(changes)) (this.#element as unknown as Record<string, unknown>)[key] = changes[key]!.currentValue;
  }

  ngOnInit(): void {
    if (this.pipelineView.observed) this.#element.onPipelineView = ((arg: never) => this.pipelineView.emit(arg)) as never;
    if (this.pipelineCreate.observed) this.#element.onPipelineCreate = ((arg: never) => this.pipelineCreate.emit(arg)) as never;
    if (this.close.observed) this.#element.onClose = ((arg: never) => this.close.emit(arg)) as never;
  }
}

/** One target data model — name, columns with every rule and setting the API accepts (and a test box trying them on sample values), its key, visibility with a sentence saying what sub-organizations see — editable and saved, or deleted after confirmation (`<ferry-target-data-model-details>`; outputs: (targetDataModelUpdate), (targetDataModelDelete), (close)) */
@Directive({
  selector: 'ferry-target-data-model-details',
  standalone: true,
  inputs: ['targetDataModelId', 'accessToken', 'baseUrl', 'settings'],
  outputs: ['targetDataModelUpdate', 'targetDataModelDelete', 'close'],
})
export class TargetDataModelDetails implements OnChanges, OnInit {
  readonly #element = inject(ElementRef).nativeElement as FerryTargetDataModelDetails;
  targetDataModelId: FerryTargetDataModelDetails['targetDataModelId'] = undefined as never;
  accessToken: FerryTargetDataModelDetails['accessToken'] = undefined as never;
  baseUrl: FerryTargetDataModelDetails['baseUrl'] = undefined as never;
  settings: FerryTargetDataModelDetails['settings'] = undefined as never;
  readonly targetDataModelUpdate = new EventEmitter<Arg<FerryTargetDataModelDetails['onTargetDataModelUpdate']>>();
  readonly targetDataModelDelete = new EventEmitter<Arg<FerryTargetDataModelDetails['onTargetDataModelDelete']>>();
  readonly close = new EventEmitter<Arg<FerryTargetDataModelDetails['onClose']>>();

  ngOnChanges(changes: SimpleChanges): void {
    for (const key of Object.keys(changes)) (this.#element as unknown as Record<string, unknown>)[key] = changes[key]!.currentValue;
  }

  ngOnInit(): void {
    if (this.targetDataModelUpdate.observed) this.#element.onTargetDataModelUpdate = ((arg: never) => this.targetDataModelUpdate.emit(arg)) as never;
    if (this.targetDataModelDelete.observed) this.#element.onTargetDataModelDelete = ((arg: never) => this.targetDataModelDelete.emit(arg)) as never;
    if (this.close.observed) this.#element.onClose = ((arg: never) => this.close.emit(arg)) as never;
  }
}

/** The target data models the token may read (`<ferry-target-data-model-list>`; outputs: (targetDataModelView), (targetDataModelCreate), (close)) */
@Directive({
  selector: 'ferry-target-data-model-list',
  standalone: true,
  inputs: ['accessToken', 'baseUrl', 'settings'],
  outputs: ['targetDataModelView', 'targetDataModelCreate', 'close'],
})
export class TargetDataModelList implements OnChanges, OnInit {
  readonly #element = inject(ElementRef).nativeElement as FerryTargetDataModelList;
  accessToken: FerryTargetDataModelList['accessToken'] = undefined as never;
  baseUrl: FerryTargetDataModelList['baseUrl'] = undefined as never;
  settings: FerryTargetDataModelList['settings'] = undefined as never;
  readonly targetDataModelView = new EventEmitter<Arg<FerryTargetDataModelList['onTargetDataModelView']>>();
  readonly targetDataModelCreate = new EventEmitter<Arg<FerryTargetDataModelList['onTargetDataModelCreate']>>();
  readonly close = new EventEmitter<Arg<FerryTargetDataModelList['onClose']>>();

  ngOnChanges(changes: SimpleChanges): void {
    for (const key of Object.keys(changes)) (this.#element as unknown as Record<string, unknown>)[key] = changes[key]!.currentValue;
  }

  ngOnInit(): void {
    if (this.targetDataModelView.observed) this.#element.onTargetDataModelView = ((arg: never) => this.targetDataModelView.emit(arg)) as never;
    if (this.targetDataModelCreate.observed) this.#element.onTargetDataModelCreate = ((arg: never) => this.targetDataModelCreate.emit(arg)) as never;
    if (this.close.observed) this.#element.onClose = ((arg: never) => this.close.emit(arg)) as never;
  }
}

/** Every directive, for a standalone component's `imports`. */
export const FERRY_COMPONENTS = [ConnectorDetails, ConnectorList, CreateConnector, CreatePipeline, CreateTargetDataModel, ExecutionDetails, ExecutionList, FileUploader, PipelineDetails, PipelineList, TargetDataModelDetails, TargetDataModelList] as const;
