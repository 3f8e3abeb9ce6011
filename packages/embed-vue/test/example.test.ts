/** @ferry/vue in a real Vue app (examples/vue, built with Vite) in Chromium: a pipeline is created. */
import { describe, it } from 'node:test';
import { browserMissing } from '../../embed/test/browser.ts';
import { exerciseExample } from '../../embed/test/example-app.ts';

describe('@ferry/vue in the Vue example', { skip: browserMissing() ?? false }, () => {
  it('lists pipelines and creates one through <CreatePipeline> with callbacks as Vue events', () => exerciseExample('vue'));
});
