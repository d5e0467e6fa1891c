import './api-reference.css';
import * as messages from '@contract/messages';
import { useEffect, useState } from 'react';
import { ErrorBanner } from '@/components/error-banner';
import { Spinner } from '@/components/spinner';
import { usePageTitle } from '@/lib/use-page-title';
import { groupOperations, sharedErrors } from './api/group-operations';
import { type ApiDocument, apiDocumentUrl, loadApiDocument } from './api/load-api-document';
import { ApiContents } from './components/api-contents';
import { ErrorsSection } from './components/errors-section';
import { InlineCode } from './components/inline-code';
import { OperationView } from './components/operation-view';

type State = { kind: 'loading' } | { kind: 'error' } | { kind: 'ready'; document: ApiDocument; url: string };

/** /developers/api: the API reference, read from the OpenAPI document the API itself serves. */
export default function ApiReferencePage() {
  usePageTitle('API reference');
  const [state, setState] = useState<State>({ kind: 'loading' });
  const loading = state.kind === 'loading';

  useEffect(() => {
    if (!loading) return;
    let current = true;
    Promise.all([loadApiDocument(), apiDocumentUrl()])
      .then(([document, url]) => current && setState({ kind: 'ready', document, url }))
      .catch(() => current && setState({ kind: 'error' }));
    return () => {
      current = false;
    };
  }, [loading]);

  return (
    <article className="page narrow api-reference">
      <h1>API reference</h1>
      {state.kind === 'loading' ? <Spinner label="Loading the API description…" /> : null}
      {state.kind === 'error' ? (
        <>
          <ErrorBanner message={messages.apiDocumentUnavailable} />
          <button type="button" className="button" onClick={() => setState({ kind: 'loading' })}>
            Try Again
          </button>
        </>
      ) : null}
      {state.kind === 'ready' ? (
        <>
          <p className="api-summary">
            <InlineCode text={state.document.info.description ?? ''} />
          </p>
          <p>
            OpenAPI {state.document.openapi} document: <a href={state.url}>openapi.json</a>
          </p>
          <ApiContents groups={groupOperations(state.document)} />
          {groupOperations(state.document).map((group) => (
            <section key={group.id} className="api-group" aria-labelledby={`group-${group.id}`}>
              <h2 id={`group-${group.id}`}>{group.title}</h2>
              {group.operations.map(({ method, path, operation }) => (
                <OperationView key={`${method} ${path}`} method={method} path={path} operation={operation} />
              ))}
            </section>
          ))}
          <ErrorsSection errors={sharedErrors(state.document)} />
        </>
      ) : null}
    </article>
  );
}
