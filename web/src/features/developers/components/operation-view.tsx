import type { Operation } from '../api/load-api-document';
import { SchemaView, typeOf } from './schema-view';

/** One route: method, path, who may call it, what it takes and what it answers. */
export function OperationView({
  method,
  path,
  operation,
}: {
  method: string;
  path: string;
  operation: Operation;
}) {
  const needsToken = (operation.security ?? []).length > 0;
  const body = operation.requestBody?.content['application/json']?.schema;
  return (
    <section className="api-operation" aria-labelledby={operation.operationId}>
      <h3 id={operation.operationId}>
        <span className={`api-method api-method-${method}`}>{method.toUpperCase()}</span> <code>{path}</code>
      </h3>
      <p className="api-meta">
        <code>{operation.operationId}</code> · {needsToken ? 'Cognito ID token (Bearer)' : 'Public'}
      </p>
      {operation.parameters?.length ? (
        <>
          <h4>Parameters</h4>
          <ul className="api-fields">
            {operation.parameters.map((p) => (
              <li key={`${p.in}-${p.name}`}>
                <code className="api-field-name">{p.name}</code> <span className="api-type">{p.in}</span>{' '}
                <span className="api-type">{typeOf(p.schema)}</span>
                {p.required ? <span className="api-required"> required</span> : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {body ? (
        <>
          <h4>Request body (JSON)</h4>
          <SchemaView schema={body} />
        </>
      ) : null}
      <h4>Responses</h4>
      <dl className="api-responses">
        {Object.entries(operation.responses).map(([status, response]) => {
          const schema = response.content?.['application/json']?.schema;
          return (
            <div key={status}>
              <dt>
                <code>{status}</code> {response.description}
              </dt>
              {schema && status.startsWith('2') ? (
                <dd>
                  <SchemaView schema={schema} />
                </dd>
              ) : null}
            </div>
          );
        })}
      </dl>
    </section>
  );
}
