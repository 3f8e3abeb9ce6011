/** Defines `ferry-create-connector` (opened as a dialog by CreatePipeline and PipelineDetails) once. */
import { FerryCreateConnector } from './create-connector.ts';

if (!customElements.get('ferry-create-connector')) customElements.define('ferry-create-connector', FerryCreateConnector);
