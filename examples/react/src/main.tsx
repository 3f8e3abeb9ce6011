/**
 * A React app embedding Ferry: the backend hands out a token (GET /ferry-token); the page shows
 * the pipelines, creates one with the guided flow, and opens executions.
 */
import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { CreatePipeline, ExecutionDetails, PipelineList } from '@ferry/react';

type View = { page: 'list' } | { page: 'create' } | { page: 'execution'; id: string };

async function fetchToken(): Promise<{ token: string; baseUrl: string }> {
  const r = await fetch('/ferry-token');
  if (!r.ok) throw new Error(`token: ${r.status}`);
  return r.json();
}

function App() {
  const [auth, setAuth] = useState<{ token: string; baseUrl: string } | null>(null);
  const [view, setView] = useState<View>({ page: 'list' });
  const [created, setCreated] = useState<string | null>(null);
  useEffect(() => {
    void fetchToken().then(setAuth);
    // An expired token: fetch a new one; the component retries with it.
    const renew = () => void fetchToken().then(setAuth);
    document.addEventListener('ferry-token-expired', renew);
    return () => document.removeEventListener('ferry-token-expired', renew);
  }, []);
  if (!auth) return <p>Loading…</p>;
  const common = { accessToken: auth.token, baseUrl: auth.baseUrl };
  return (
    <main>
      <h1>Acme imports</h1>
      {created && <p role="status">Pipeline created: {created}</p>}
      {view.page === 'list' && (
        <PipelineList {...common} settings={{ allowPipelineCreation: true }} onPipelineCreate={() => setView({ page: 'create' })} />
      )}
      {view.page === 'create' && (
        <CreatePipeline
          {...common}
          settings={{ allowTdmCreation: false }}
          onPipelineCreate={({ data }) => setCreated(data.name)}
          onSuccessContinue={() => setView({ page: 'list' })}
          onClose={() => setView({ page: 'list' })}
          onExecutionView={({ data }) => setView({ page: 'execution', id: data })}
        />
      )}
      {view.page === 'execution' && <ExecutionDetails {...common} executionId={view.id} />}
    </main>
  );
}

createRoot(document.getElementById('root')!).render(<StrictMode><App /></StrictMode>);
