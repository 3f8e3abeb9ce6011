/** Defines `ferry-create-target-data-model` (opened as a dialog by CreatePipeline and PipelineDetails) once. */
import { FerryCreateTargetDataModel } from './create-target-data-model.ts';

if (!customElements.get('ferry-create-target-data-model')) customElements.define('ferry-create-target-data-model', FerryCreateTargetDataModel);
