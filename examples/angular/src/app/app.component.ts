/**
 * An Angular app embedding Ferry: the backend hands out a token (GET /ferry-token); the page shows
 * the pipelines, creates one with the guided flow, and opens executions. Callbacks are outputs.
 */
import { Component, CUSTOM_ELEMENTS_SCHEMA, signal, type OnDestroy, type OnInit } from '@angular/core';
import { CreatePipeline, ExecutionDetails, PipelineList } from '@ferry/angular';

type View = { page: 'list' } | { page: 'create' } | { page: 'execution'; id: string };

@Component({
  selector: 'app-root',
  standalone: true,
  imports: [PipelineList, CreatePipeline, ExecutionDetails],
  schemas: [CUSTOM_ELEMENTS_SCHEMA],
  template: `
    <main>
      <h1>Acme imports</h1>
      @if (auth(); as a) {
        @if (created()) { <p role="status">Pipeline created: {{ created() }}</p> }
        @switch (view().page) {
          @case ('list') {
            <ferry-pipeline-list [accessToken]="a.token" [baseUrl]="a.baseUrl" [settings]="{ allowPipelineCreation: true }"
              (pipelineCreate)="view.set({ page: 'create' })"></ferry-pipeline-list>
          }
          @case ('create') {
            <ferry-create-pipeline [accessToken]="a.token" [baseUrl]="a.baseUrl"
              (pipelineCreate)="created.set($event.data.name)" (successContinue)="view.set({ page: 'list' })"
              (close)="view.set({ page: 'list' })" (executionView)="view.set({ page: 'execution', id: $event.data })"></ferry-create-pipeline>
          }
          @case ('execution') {
            <ferry-execution-details [accessToken]="a.token" [baseUrl]="a.baseUrl" [executionId]="executionId()"></ferry-execution-details>
          }
        }
      } @else {
        <p>Loading…</p>
      }
    </main>
  `,
})
export class AppComponent implements OnInit, OnDestroy {
  readonly auth = signal<{ token: string; baseUrl: string } | null>(null);
  readonly view = signal<View>({ page: 'list' });
  readonly created = signal('');
  readonly #renew = () => void this.fetchToken();

  executionId(): string | undefined {
    const v = this.view();
    return v.page === 'execution' ? v.id : undefined;
  }

  async fetchToken(): Promise<void> {
    const r = await fetch('/ferry-token');
    this.auth.set(await r.json());
  }

  ngOnInit(): void {
    void this.fetchToken();
    // An expired token: fetch a new one; the component retries with it.
    document.addEventListener('ferry-token-expired', this.#renew);
  }

  ngOnDestroy(): void {
    document.removeEventListener('ferry-token-expired', this.#renew);
  }
}
