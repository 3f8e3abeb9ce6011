/** @ferry/react in a real React app (examples/react, built with Vite) in Chromium: a pipeline is created. */
import { describe, it } from 'node:test';
import { browserMissing } from '../../embed/test/browser.ts';
import { exerciseExample } from '../../embed/test/example-app.ts';

describe('@ferry/react in the React example', { skip: browserMissing() ?? false }, () => {
  it('lists pipelines and creates one through <CreatePipeline> with callbacks as props', () => exerciseExample('react'));
});
