/** Defines `ferry-file-uploader` (shown inside CreatePipeline and PipelineDetails for uploads) once. */
import { FerryFileUploader } from './file-uploader.ts';

if (!customElements.get('ferry-file-uploader')) customElements.define('ferry-file-uploader', FerryFileUploader);
