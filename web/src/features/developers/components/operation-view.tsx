import { errorAnchor } from '../api/group-operations';
import type { Operation } from '../api/load-api-document';
import { ApiPath } from './api-path';
import { InlineCode } from './inline-code';
import { SchemaView, typeOf } from './schema-view';

/** One route: method, path, who may call it, what it takes, what it answers, and which errors it can give. */
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
  const responses = Object.entries(operation.responses);
  const success = responses.filter(([status]) => status.startsWith('2'));
  const errors = responses.map(([status]) => status).filter((status) => !status.startsWith('2'));
  return (
    <section className="api-operation" aria-labelledby={operation.operationId}>
      <h3 id={operation.operationId}>
        <span className={`api-method api-method-${method}`}>{method.toUpperCase()}</span>{' '}
        <ApiPath path={path} />
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
      <h4>Success</h4>
      <dl className="api-responses">
        {success.map(([status, response]) => {
          const schema = response.content?.['application/json']?.schema;
          return (
            <div key={status}>
              <dt>
                <code>{status}</code> <InlineCode text={response.description} />
              </dt>
              {schema ? (
                <dd>
                  <SchemaView schema={schema} />
                </dd>
              ) : null}
            </div>
          );
        })}
      </dl>
      <p className="api-meta">
        Errors:{' '}
        {errors.map((status, i) => (
          <span key={status}>
            {i > 0 ? ', ' : null}
            <a href={`#${errorAnchor(status)}`}>{status}</a>
          </span>
        ))}
      </p>
    </section>
  );
}
