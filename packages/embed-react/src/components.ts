// Generated from @ferry/embed's Custom Elements Manifest by packages/embed/scripts/wrappers.ts (npm run build). Do not edit.
import * as React from 'react';
import { createComponent } from '@lit/react';
import { FerryConnectorDetails, FerryConnectorList, FerryCreateConnector, FerryCreatePipeline, FerryCreateTargetDataModel, FerryExecutionDetails, FerryExecutionList, FerryFileUploader, FerryPipelineDetails, FerryPipelineList, FerryTargetDataModelDetails, FerryTargetDataModelList } from '@ferry/embed';

/** One connector — name, kind, fields (secrets never shown back: type to replace), visibility (a sentence says what sub-organizations will see) — saved, or deleted after confirmation; a REACTIVE HTTP input can get a new push secret; *Test connection* tells whether Ferry reaches the source or destination (nothing is imported or sent) (`<ferry-connector-details>`) */
export const ConnectorDetails = createComponent({ tagName: 'ferry-connector-details', elementClass: FerryConnectorDetails, react: React });

/** The connectors the token may read; search by name, filter by direction (input/output), sort, pages (`<ferry-connector-list>`) */
export const ConnectorList = createComponent({ tagName: 'ferry-connector-list', elementClass: FerryConnectorList, react: React });

/** Name, direction (input or output; fixed by `connectorType`), kind and its fields, visibility; creates the connector and shows what the person needs next (the push secret of a REACTIVE HTTP input, shown once) (`<ferry-create-connector>`) */
export const CreateConnector = createComponent({ tagName: 'ferry-create-connector', elementClass: FerryCreateConnector, react: React });

/** The guided flow a person uses instead of the API — choose (or create) the input connector, output connector and target data model (presets from `configuration` or `templateId` are fixed and hidden); take a sample file; confirm the header row (the engine's choice and its reason shown); map columns with the engine's suggestions and their confidence; add formula and option-mapping transformations with a live before/after preview computed by the server; review the transformed sample with erroneous cells highlighted; set name, schedule, error threshold and developer mode; create (`<ferry-create-pipeline>`) */
export const CreatePipeline = createComponent({ tagName: 'ferry-create-pipeline', elementClass: FerryCreatePipeline, react: React });

/** Name the target data model, define its columns (label, key, type, required, unique, category options, and under *Rules and settings* every other rule and setting the API accepts, with a test box), its key and its visibility (a sentence says what sub-organizations will see), create it, then a success screen (`<ferry-create-target-data-model>`) */
export const CreateTargetDataModel = createComponent({ tagName: 'ferry-create-target-data-model', elementClass: FerryCreateTargetDataModel, react: React });

/** One execution and its rows in a review grid (`<ferry-execution-details>`) */
export const ExecutionDetails = createComponent({ tagName: 'ferry-execution-details', elementClass: FerryExecutionDetails, react: React });

/** Executions of one pipeline (`pipelineId`) or of all pipelines, newest first; filter by status (`<ferry-execution-list>`) */
export const ExecutionList = createComponent({ tagName: 'ferry-execution-list', elementClass: FerryExecutionList, react: React });

/** Files dropped or picked are uploaded to a MANUAL input connector (`inputConnectorId`), with progress; then the executions they started are shown as they run, each with View (or Fix when it failed on erroneous cells) (`<ferry-file-uploader>`) */
export const FileUploader = createComponent({ tagName: 'ferry-file-uploader', elementClass: FerryFileUploader, react: React });

/** Every part of a pipeline's configuration — connectors, target data model, header row, mapping and transformations, error threshold, schedule, developer mode — viewable and editable; Active and Dev-mode toggles (saved at once); run now — or, for a pipeline fed by uploads, *Upload files* (the FileUploader opens in place); delete with confirmation; the ExecutionList below with `settings.showExecutionList` (`<ferry-pipeline-details>`) */
export const PipelineDetails = createComponent({ tagName: 'ferry-pipeline-details', elementClass: FerryPipelineDetails, react: React });

/** The pipelines the token may read, with their state, last runs and next scheduled run; search by name, sort, pages (`<ferry-pipeline-list>`) */
export const PipelineList = createComponent({ tagName: 'ferry-pipeline-list', elementClass: FerryPipelineList, react: React });

/** One target data model — name, columns with every rule and setting the API accepts (and a test box trying them on sample values), its key, visibility with a sentence saying what sub-organizations see — editable and saved, or deleted after confirmation (`<ferry-target-data-model-details>`) */
export const TargetDataModelDetails = createComponent({ tagName: 'ferry-target-data-model-details', elementClass: FerryTargetDataModelDetails, react: React });

/** The target data models the token may read (`<ferry-target-data-model-list>`) */
export const TargetDataModelList = createComponent({ tagName: 'ferry-target-data-model-list', elementClass: FerryTargetDataModelList, react: React });
