// Generated from @ferry/embed's Custom Elements Manifest by packages/embed/scripts/wrappers.ts (npm run build). Do not edit.
import { defineComponent, h, type PropType } from 'vue';
import '@ferry/embed';
import type { FerryConnectorDetails, FerryConnectorList, FerryCreateConnector, FerryCreatePipeline, FerryCreateTargetDataModel, FerryExecutionDetails, FerryExecutionList, FerryFileUploader, FerryPipelineDetails, FerryPipelineList, FerryTargetDataModelDetails, FerryTargetDataModelList } from '@ferry/embed';

/** Passes every prop that was given as a DOM property of the element (`.name`), so objects and callbacks reach it unchanged. */
function asProperties(props: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) if (value !== undefined) out[`.${key}`] = value;
  return out;
}

/** One connector — name, kind, fields (secrets never shown back: type to replace), visibility (a sentence says what sub-organizations will see) — saved, or deleted after confirmation; a REACTIVE HTTP input can get a new push secret; *Test connection* tells whether Ferry reaches the source or destination (nothing is imported or sent) (`<ferry-connector-details>`) */
export const ConnectorDetails = defineComponent({
  name: 'ConnectorDetails',
  props: {
    connectorId: { type: null as unknown as PropType<FerryConnectorDetails['connectorId']>, default: undefined },
    onConnectorUpdate: { type: null as unknown as PropType<FerryConnectorDetails['onConnectorUpdate']>, default: undefined },
    onConnectorDelete: { type: null as unknown as PropType<FerryConnectorDetails['onConnectorDelete']>, default: undefined },
    accessToken: { type: null as unknown as PropType<FerryConnectorDetails['accessToken']>, default: undefined },
    baseUrl: { type: null as unknown as PropType<FerryConnectorDetails['baseUrl']>, default: undefined },
    settings: { type: null as unknown as PropType<FerryConnectorDetails['settings']>, default: undefined },
    onClose: { type: null as unknown as PropType<FerryConnectorDetails['onClose']>, default: undefined },
  },
  setup(props) {
    return () => h('ferry-connector-details', asProperties(props));
  },
});

/** The connectors the token may read; search by name, filter by direction (input/output), sort, pages (`<ferry-connector-list>`) */
export const ConnectorList = defineComponent({
  name: 'ConnectorList',
  props: {
    filters: { type: null as unknown as PropType<FerryConnectorList['filters']>, default: undefined },
    onConnectorView: { type: null as unknown as PropType<FerryConnectorList['onConnectorView']>, default: undefined },
    onConnectorCreate: { type: null as unknown as PropType<FerryConnectorList['onConnectorCreate']>, default: undefined },
    accessToken: { type: null as unknown as PropType<FerryConnectorList['accessToken']>, default: undefined },
    baseUrl: { type: null as unknown as PropType<FerryConnectorList['baseUrl']>, default: undefined },
    settings: { type: null as unknown as PropType<FerryConnectorList['settings']>, default: undefined },
    onClose: { type: null as unknown as PropType<FerryConnectorList['onClose']>, default: undefined },
  },
  setup(props) {
    return () => h('ferry-connector-list', asProperties(props));
  },
});

/** Name, direction (input or output; fixed by `connectorType`), kind and its fields, visibility; creates the connector and shows what the person needs next (the push secret of a REACTIVE HTTP input, shown once) (`<ferry-create-connector>`) */
export const CreateConnector = defineComponent({
  name: 'CreateConnector',
  props: {
    connectorType: { type: null as unknown as PropType<FerryCreateConnector['connectorType']>, default: undefined },
    onConnectorCreate: { type: null as unknown as PropType<FerryCreateConnector['onConnectorCreate']>, default: undefined },
    onSuccessContinue: { type: null as unknown as PropType<FerryCreateConnector['onSuccessContinue']>, default: undefined },
    accessToken: { type: null as unknown as PropType<FerryCreateConnector['accessToken']>, default: undefined },
    baseUrl: { type: null as unknown as PropType<FerryCreateConnector['baseUrl']>, default: undefined },
    settings: { type: null as unknown as PropType<FerryCreateConnector['settings']>, default: undefined },
    onClose: { type: null as unknown as PropType<FerryCreateConnector['onClose']>, default: undefined },
  },
  setup(props) {
    return () => h('ferry-create-connector', asProperties(props));
  },
});

/** The guided flow a person uses instead of the API — choose (or create) the input connector, output connector and target data model (presets from `configuration` or `templateId` are fixed and hidden); take a sample file; confirm the header row (the engine's choice and its reason shown); map columns with the engine's suggestions and their confidence; add formula and option-mapping transformations with a live before/after preview computed by the server; review the transformed sample with erroneous cells highlighted; set name, schedule, error threshold and developer mode; create (`<ferry-create-pipeline>`) */
export const CreatePipeline = defineComponent({
  name: 'CreatePipeline',
  props: {
    templateId: { type: null as unknown as PropType<FerryCreatePipeline['templateId']>, default: undefined },
    configuration: { type: null as unknown as PropType<FerryCreatePipeline['configuration']>, default: undefined },
    onPipelineCreate: { type: null as unknown as PropType<FerryCreatePipeline['onPipelineCreate']>, default: undefined },
    onSuccessContinue: { type: null as unknown as PropType<FerryCreatePipeline['onSuccessContinue']>, default: undefined },
    onConnectorCreate: { type: null as unknown as PropType<FerryCreatePipeline['onConnectorCreate']>, default: undefined },
    onTdmCreate: { type: null as unknown as PropType<FerryCreatePipeline['onTdmCreate']>, default: undefined },
    onExecutionView: { type: null as unknown as PropType<FerryCreatePipeline['onExecutionView']>, default: undefined },
    accessToken: { type: null as unknown as PropType<FerryCreatePipeline['accessToken']>, default: undefined },
    baseUrl: { type: null as unknown as PropType<FerryCreatePipeline['baseUrl']>, default: undefined },
    settings: { type: null as unknown as PropType<FerryCreatePipeline['settings']>, default: undefined },
    onClose: { type: null as unknown as PropType<FerryCreatePipeline['onClose']>, default: undefined },
  },
  setup(props) {
    return () => h('ferry-create-pipeline', asProperties(props));
  },
});

/** Name the target data model, define its columns (label, key, type, required, unique, category options, and under *Rules and settings* every other rule and setting the API accepts, with a test box), its key and its visibility (a sentence says what sub-organizations will see), create it, then a success screen (`<ferry-create-target-data-model>`) */
export const CreateTargetDataModel = defineComponent({
  name: 'CreateTargetDataModel',
  props: {
    configuration: { type: null as unknown as PropType<FerryCreateTargetDataModel['configuration']>, default: undefined },
    onTargetDataModelCreate: { type: null as unknown as PropType<FerryCreateTargetDataModel['onTargetDataModelCreate']>, default: undefined },
    onSuccessContinue: { type: null as unknown as PropType<FerryCreateTargetDataModel['onSuccessContinue']>, default: undefined },
    accessToken: { type: null as unknown as PropType<FerryCreateTargetDataModel['accessToken']>, default: undefined },
    baseUrl: { type: null as unknown as PropType<FerryCreateTargetDataModel['baseUrl']>, default: undefined },
    settings: { type: null as unknown as PropType<FerryCreateTargetDataModel['settings']>, default: undefined },
    onClose: { type: null as unknown as PropType<FerryCreateTargetDataModel['onClose']>, default: undefined },
  },
  setup(props) {
    return () => h('ferry-create-target-data-model', asProperties(props));
  },
});

/** One execution and its rows in a review grid (`<ferry-execution-details>`) */
export const ExecutionDetails = defineComponent({
  name: 'ExecutionDetails',
  props: {
    executionId: { type: null as unknown as PropType<FerryExecutionDetails['executionId']>, default: undefined },
    onExecutionRun: { type: null as unknown as PropType<FerryExecutionDetails['onExecutionRun']>, default: undefined },
    accessToken: { type: null as unknown as PropType<FerryExecutionDetails['accessToken']>, default: undefined },
    baseUrl: { type: null as unknown as PropType<FerryExecutionDetails['baseUrl']>, default: undefined },
    settings: { type: null as unknown as PropType<FerryExecutionDetails['settings']>, default: undefined },
    onClose: { type: null as unknown as PropType<FerryExecutionDetails['onClose']>, default: undefined },
  },
  setup(props) {
    return () => h('ferry-execution-details', asProperties(props));
  },
});

/** Executions of one pipeline (`pipelineId`) or of all pipelines, newest first; filter by status (`<ferry-execution-list>`) */
export const ExecutionList = defineComponent({
  name: 'ExecutionList',
  props: {
    pipelineId: { type: null as unknown as PropType<FerryExecutionList['pipelineId']>, default: undefined },
    onExecutionView: { type: null as unknown as PropType<FerryExecutionList['onExecutionView']>, default: undefined },
    accessToken: { type: null as unknown as PropType<FerryExecutionList['accessToken']>, default: undefined },
    baseUrl: { type: null as unknown as PropType<FerryExecutionList['baseUrl']>, default: undefined },
    settings: { type: null as unknown as PropType<FerryExecutionList['settings']>, default: undefined },
    onClose: { type: null as unknown as PropType<FerryExecutionList['onClose']>, default: undefined },
  },
  setup(props) {
    return () => h('ferry-execution-list', asProperties(props));
  },
});

/** Files dropped or picked are uploaded to a MANUAL input connector (`inputConnectorId`), with progress; then the executions they started are shown as they run, each with View (or Fix when it failed on erroneous cells) (`<ferry-file-uploader>`) */
export const FileUploader = defineComponent({
  name: 'FileUploader',
  props: {
    inputConnectorId: { type: null as unknown as PropType<FerryFileUploader['inputConnectorId']>, default: undefined },
    onExecutionView: { type: null as unknown as PropType<FerryFileUploader['onExecutionView']>, default: undefined },
    onExecutionStart: { type: null as unknown as PropType<FerryFileUploader['onExecutionStart']>, default: undefined },
    accessToken: { type: null as unknown as PropType<FerryFileUploader['accessToken']>, default: undefined },
    baseUrl: { type: null as unknown as PropType<FerryFileUploader['baseUrl']>, default: undefined },
    settings: { type: null as unknown as PropType<FerryFileUploader['settings']>, default: undefined },
    onClose: { type: null as unknown as PropType<FerryFileUploader['onClose']>, default: undefined },
  },
  setup(props) {
    return () => h('ferry-file-uploader', asProperties(props));
  },
});

/** Every part of a pipeline's configuration — connectors, target data model, header row, mapping and transformations, error threshold, schedule, developer mode — viewable and editable; Active and Dev-mode toggles (saved at once); run now — or, for a pipeline fed by uploads, *Upload files* (the FileUploader opens in place); delete with confirmation; the ExecutionList below with `settings.showExecutionList` (`<ferry-pipeline-details>`) */
export const PipelineDetails = defineComponent({
  name: 'PipelineDetails',
  props: {
    pipelineId: { type: null as unknown as PropType<FerryPipelineDetails['pipelineId']>, default: undefined },
    onPipelineUpdate: { type: null as unknown as PropType<FerryPipelineDetails['onPipelineUpdate']>, default: undefined },
    onPipelineDelete: { type: null as unknown as PropType<FerryPipelineDetails['onPipelineDelete']>, default: undefined },
    onExecutionRun: { type: null as unknown as PropType<FerryPipelineDetails['onExecutionRun']>, default: undefined },
    onExecutionView: { type: null as unknown as PropType<FerryPipelineDetails['onExecutionView']>, default: undefined },
    onConnectorCreate: { type: null as unknown as PropType<FerryPipelineDetails['onConnectorCreate']>, default: undefined },
    onTdmCreate: { type: null as unknown as PropType<FerryPipelineDetails['onTdmCreate']>, default: undefined },
    accessToken: { type: null as unknown as PropType<FerryPipelineDetails['accessToken']>, default: undefined },
    baseUrl: { type: null as unknown as PropType<FerryPipelineDetails['baseUrl']>, default: undefined },
    settings: { type: null as unknown as PropType<FerryPipelineDetails['settings']>, default: undefined },
    onClose: { type: null as unknown as PropType<FerryPipelineDetails['onClose']>, default: undefined },
  },
  setup(props) {
    return () => h('ferry-pipeline-details', asProperties(props));
  },
});

/** The pipelines the token may read, with their state, last runs and next scheduled run; search by name, sort, pages (`<ferry-pipeline-list>`) */
export const PipelineList = defineComponent({
  name: 'PipelineList',
  props: {
    onPipelineView: { type: null as unknown as PropType<FerryPipelineList['onPipelineView']>, default: undefined },
    onPipelineCreate: { type: null as unknown as PropType<FerryPipelineList['onPipelineCreate']>, default: undefined },
    accessToken: { type: null as unknown as PropType<FerryPipelineList['accessToken']>, default: undefined },
    baseUrl: { type: null as unknown as PropType<FerryPipelineList['baseUrl']>, default: undefined },
    settings: { type: null as unknown as PropType<FerryPipelineList['settings']>, default: undefined },
    onClose: { type: null as unknown as PropType<FerryPipelineList['onClose']>, default: undefined },
  },
  setup(props) {
    return () => h('ferry-pipeline-list', asProperties(props));
  },
});

/** One target data model — name, columns with every rule and setting the API accepts (and a test box trying them on sample values), its key, visibility with a sentence saying what sub-organizations see — editable and saved, or deleted after confirmation (`<ferry-target-data-model-details>`) */
export const TargetDataModelDetails = defineComponent({
  name: 'TargetDataModelDetails',
  props: {
    targetDataModelId: { type: null as unknown as PropType<FerryTargetDataModelDetails['targetDataModelId']>, default: undefined },
    onTargetDataModelUpdate: { type: null as unknown as PropType<FerryTargetDataModelDetails['onTargetDataModelUpdate']>, default: undefined },
    onTargetDataModelDelete: { type: null as unknown as PropType<FerryTargetDataModelDetails['onTargetDataModelDelete']>, default: undefined },
    accessToken: { type: null as unknown as PropType<FerryTargetDataModelDetails['accessToken']>, default: undefined },
    baseUrl: { type: null as unknown as PropType<FerryTargetDataModelDetails['baseUrl']>, default: undefined },
    settings: { type: null as unknown as PropType<FerryTargetDataModelDetails['settings']>, default: undefined },
    onClose: { type: null as unknown as PropType<FerryTargetDataModelDetails['onClose']>, default: undefined },
  },
  setup(props) {
    return () => h('ferry-target-data-model-details', asProperties(props));
  },
});

/** The target data models the token may read (`<ferry-target-data-model-list>`) */
export const TargetDataModelList = defineComponent({
  name: 'TargetDataModelList',
  props: {
    onTargetDataModelView: { type: null as unknown as PropType<FerryTargetDataModelList['onTargetDataModelView']>, default: undefined },
    onTargetDataModelCreate: { type: null as unknown as PropType<FerryTargetDataModelList['onTargetDataModelCreate']>, default: undefined },
    accessToken: { type: null as unknown as PropType<FerryTargetDataModelList['accessToken']>, default: undefined },
    baseUrl: { type: null as unknown as PropType<FerryTargetDataModelList['baseUrl']>, default: undefined },
    settings: { type: null as unknown as PropType<FerryTargetDataModelList['settings']>, default: undefined },
    onClose: { type: null as unknown as PropType<FerryTargetDataModelList['onClose']>, default: undefined },
  },
  setup(props) {
    return () => h('ferry-target-data-model-list', asProperties(props));
  },
});
