import { errorAnchor, type SharedError } from '../api/group-operations';
import { InlineCode } from './inline-code';

/** The error answers, once for the whole API: each route lists only which of them it can give. */
export function ErrorsSection({ errors }: { errors: SharedError[] }) {
  return (
    <section className="api-errors" aria-labelledby="errors">
      <h2 id="errors">Errors</h2>
      <p>
        Every error is JSON: <code>{'{ "error": { "code": "…", "message": "…" } }'}</code>, the message in
        words a person can read. API Gateway's own answers (401 from the authorizer, 413, a stage throttle's
        429) have its body, <code>{'{ "message": "…" }'}</code>.
      </p>
      <dl className="api-responses">
        {errors.map((error) => (
          <div key={error.status} id={errorAnchor(error.status)}>
            <dt>
              <code>{error.status}</code>
            </dt>
            {error.descriptions.map((description) => (
              <dd key={description}>
                <InlineCode text={description} />
              </dd>
            ))}
          </div>
        ))}
      </dl>
    </section>
  );
}
