/**
 * Routes of the web platform: a URL per page and per object (deep links), the browser's history
 * for back and forward.
 */
export type Route =
  | { page: 'dashboard' }
  | { page: 'pipelines' } | { page: 'pipeline-new'; template?: string } | { page: 'pipeline'; id: string }
  | { page: 'executions' } | { page: 'execution'; id: string }
  | { page: 'connectors' } | { page: 'connector-new'; direction?: 'input' | 'output' } | { page: 'connector'; id: string }
  | { page: 'tdms' } | { page: 'tdm-new' } | { page: 'tdm'; id: string }
  | { page: 'upload'; connector?: string }
  | { page: 'users' } | { page: 'user-new' } | { page: 'user'; id: string }
  | { page: 'sub-organizations' } | { page: 'sub-organization-new' } | { page: 'sub-organization'; id: string } | { page: 'sub-organization-view'; id: string }
  | { page: 'invitation'; token: string }
  | { page: 'settings' }
  | { page: 'templates' } | { page: 'template-new'; input?: string } | { page: 'template'; id: string }
  | { page: 'not-found' };

/** The route of a path (`/pipelines/019a…` → `{page: 'pipeline', id}`). */
export function parseRoute(path: string, search = ''): Route {
  const parts = path.replace(/\/+$/, '').split('/').filter(Boolean).map(decodeURIComponent);
  const query = new URLSearchParams(search);
  const [a, b, c] = parts;
  if (parts.length === 0) return { page: 'dashboard' };
  // The one page three levels deep: /sub-organizations/<id>/view ("View as this customer").
  if (parts.length === 3 && a === 'sub-organizations' && b !== 'new' && c === 'view') return { page: 'sub-organization-view', id: b! };
  if (parts.length > 2) return { page: 'not-found' };
  switch (a) {
    case 'pipelines': return !b ? { page: 'pipelines' } : b === 'new' ? { page: 'pipeline-new', ...(query.get('template') ? { template: query.get('template')! } : {}) } : { page: 'pipeline', id: b };
    case 'templates': return !b ? { page: 'templates' } : b === 'new' ? { page: 'template-new', ...(query.get('input') ? { input: query.get('input')! } : {}) } : { page: 'template', id: b };
    case 'executions': return !b ? { page: 'executions' } : { page: 'execution', id: b };
    case 'connectors': {
      const direction = query.get('direction');
      return !b ? { page: 'connectors' } : b === 'new' ? { page: 'connector-new', ...(direction === 'input' || direction === 'output' ? { direction } : {}) } : { page: 'connector', id: b };
    }
    case 'tdms': return !b ? { page: 'tdms' } : b === 'new' ? { page: 'tdm-new' } : { page: 'tdm', id: b };
    case 'settings': return b ? { page: 'not-found' } : { page: 'settings' };
    case 'invitation': return b ? { page: 'not-found' } : { page: 'invitation', token: query.get('token') ?? '' };
    case 'users': return !b ? { page: 'users' } : b === 'new' ? { page: 'user-new' } : { page: 'user', id: b };
    case 'sub-organizations': return !b ? { page: 'sub-organizations' } : b === 'new' ? { page: 'sub-organization-new' } : { page: 'sub-organization', id: b };
    case 'upload': return b ? { page: 'not-found' } : { page: 'upload', ...(query.get('connector') ? { connector: query.get('connector')! } : {}) };
    default: return { page: 'not-found' };
  }
}

/** The path of a route. */
export function pathOf(route: Route): string {
  switch (route.page) {
    case 'dashboard': return '/';
    case 'pipelines': return '/pipelines';
    case 'pipeline-new': return `/pipelines/new${route.template ? `?template=${encodeURIComponent(route.template)}` : ''}`;
    case 'templates': return '/templates';
    case 'template-new': return `/templates/new${route.input ? `?input=${encodeURIComponent(route.input)}` : ''}`;
    case 'template': return `/templates/${encodeURIComponent(route.id)}`;
    case 'pipeline': return `/pipelines/${encodeURIComponent(route.id)}`;
    case 'executions': return '/executions';
    case 'execution': return `/executions/${encodeURIComponent(route.id)}`;
    case 'connectors': return '/connectors';
    case 'connector-new': return `/connectors/new${route.direction ? `?direction=${route.direction}` : ''}`;
    case 'connector': return `/connectors/${encodeURIComponent(route.id)}`;
    case 'tdms': return '/tdms';
    case 'tdm-new': return '/tdms/new';
    case 'tdm': return `/tdms/${encodeURIComponent(route.id)}`;
    case 'upload': return `/upload${route.connector ? `?connector=${encodeURIComponent(route.connector)}` : ''}`;
    case 'users': return '/users';
    case 'user-new': return '/users/new';
    case 'user': return `/users/${encodeURIComponent(route.id)}`;
    case 'sub-organizations': return '/sub-organizations';
    case 'sub-organization-new': return '/sub-organizations/new';
    case 'sub-organization': return `/sub-organizations/${encodeURIComponent(route.id)}`;
    case 'sub-organization-view': return `/sub-organizations/${encodeURIComponent(route.id)}/view`;
    case 'settings': return '/settings';
    case 'invitation': return `/invitation?token=${encodeURIComponent(route.token)}`;
    case 'not-found': return '/';
  }
}
