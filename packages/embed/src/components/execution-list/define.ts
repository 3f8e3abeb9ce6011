/** Defines `ferry-execution-list` (used inside PipelineDetails) once. */
import { FerryExecutionList } from './execution-list.ts';

if (!customElements.get('ferry-execution-list')) customElements.define('ferry-execution-list', FerryExecutionList);
