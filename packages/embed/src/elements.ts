/**
 * Every `ferry-*` element, defined on import, and what hosts use besides (the base elements, the
 * event classes, the shared render functions, the translation function). The entries add the
 * languages' texts: index.ts (the ES module) all of them, plain.ts (the plain script) on demand.
 */
import { FerryConnectorDetails } from './components/connector-details/connector-details.ts';
import { FerryConnectorList } from './components/connector-list/connector-list.ts';
import { FerryCreateConnector } from './components/create-connector/create-connector.ts';
import { FerryCreatePipeline } from './components/create-pipeline/create-pipeline.ts';
import { FerryCreateTargetDataModel } from './components/create-target-data-model/create-target-data-model.ts';
import { FerryExecutionDetails } from './components/execution-details/execution-details.ts';
import { FerryExecutionList } from './components/execution-list/execution-list.ts';
import { FerryFileUploader } from './components/file-uploader/file-uploader.ts';
import { FerryPipelineDetails } from './components/pipeline-details/pipeline-details.ts';
import { FerryPipelineList } from './components/pipeline-list/pipeline-list.ts';
import { FerryTargetDataModelDetails } from './components/target-data-model-details/target-data-model-details.ts';
import { FerryTargetDataModelList } from './components/target-data-model-list/target-data-model-list.ts';

export { FerryElement, type FerrySettings } from './base/ferry-element.ts';
export {
  FerryEvent, FerryCloseEvent, FerryTokenExpiredEvent, FerryPipelineCreateEvent, FerryPipelineViewEvent, FerryPipelineUpdateEvent, FerryPipelineDeleteEvent,
  FerrySuccessContinueEvent, FerryConnectorCreateEvent, FerryConnectorViewEvent, FerryConnectorUpdateEvent, FerryConnectorDeleteEvent, FerryTdmCreateEvent,
  FerryTargetDataModelCreateEvent, FerryTargetDataModelViewEvent, FerryTargetDataModelUpdateEvent, FerryTargetDataModelDeleteEvent, FerryExecutionViewEvent,
  FerryExecutionRunEvent, FerryExecutionStartEvent, type ConnectorCreateRequest, type FerryCallback, type FerryEventMap, type Reload, type TdmCreateRequest,
} from './base/events.ts';
export { FerryListElement, type ListColumn, type Page, type PageRequest } from './base/list-element.ts';
export { formatDate } from './base/format.ts';
export { isSubOrganization, may, readTokenClaims, type TokenClaims } from './base/token-claims.ts';
export { hasCallback, setting } from './base/host-options.ts';
export { mappingsForApi } from './base/mapping-editor.ts';
export { rich } from './base/rich-text.ts';
export { loadConnectorChoices, loadTdmChoices, pushedInput, renderChoice, renderRunSettings, type PipelineConfigurationDraft } from './base/pipeline-settings.ts';
export { renderVisibility, visibilitySentence, type Level, type SharedKind } from './base/visibility.ts';
export { EN as texts, LANGUAGES, hasTexts, loadTexts, registerTexts, setTextsLoader, browserLanguage, format as formatText, languageOf, resolveLanguage, translate, type Language, type TextKey, type TextValues, type Texts, type Translate } from './base/i18n.ts';
export type { CreatePipelineConfiguration } from './components/create-pipeline/create-pipeline.ts';
export {
  FerryConnectorDetails, FerryConnectorList, FerryCreateConnector, FerryCreatePipeline, FerryCreateTargetDataModel, FerryExecutionDetails,
  FerryExecutionList, FerryFileUploader, FerryPipelineDetails, FerryPipelineList, FerryTargetDataModelDetails, FerryTargetDataModelList,
};

/** Tag name → element class of every component (SPEC.md §Embeddable components, plus CreateConnector and ConnectorDetails). */
export const elements = {
  'ferry-create-pipeline': FerryCreatePipeline,
  'ferry-pipeline-details': FerryPipelineDetails,
  'ferry-create-target-data-model': FerryCreateTargetDataModel,
  'ferry-target-data-model-list': FerryTargetDataModelList,
  'ferry-pipeline-list': FerryPipelineList,
  'ferry-target-data-model-details': FerryTargetDataModelDetails,
  'ferry-connector-list': FerryConnectorList,
  'ferry-execution-details': FerryExecutionDetails,
  'ferry-file-uploader': FerryFileUploader,
  'ferry-execution-list': FerryExecutionList,
  'ferry-create-connector': FerryCreateConnector,
  'ferry-connector-details': FerryConnectorDetails,
} as const;

for (const [tag, element] of Object.entries(elements)) {
  if (!customElements.get(tag)) customElements.define(tag, element);
}

declare global {
  interface HTMLElementTagNameMap {
    'ferry-create-pipeline': FerryCreatePipeline;
    'ferry-pipeline-details': FerryPipelineDetails;
    'ferry-create-target-data-model': FerryCreateTargetDataModel;
    'ferry-target-data-model-list': FerryTargetDataModelList;
    'ferry-pipeline-list': FerryPipelineList;
    'ferry-target-data-model-details': FerryTargetDataModelDetails;
    'ferry-connector-list': FerryConnectorList;
    'ferry-execution-details': FerryExecutionDetails;
    'ferry-file-uploader': FerryFileUploader;
    'ferry-execution-list': FerryExecutionList;
    'ferry-create-connector': FerryCreateConnector;
    'ferry-connector-details': FerryConnectorDetails;
  }
}
