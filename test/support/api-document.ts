import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { createApiDocument } from '../../functions/openapi/api-document';

interface Operation {
  responses?: Record<string, { content?: Record<string, { schema?: object }> }>;
}

const document = createApiDocument() as unknown as { paths: Record<string, Record<string, Operation>> };
const ajv = new Ajv2020({ allErrors: true, strict: false });
addFormats(ajv);

/** The document's path templates, literal segments first (as API Gateway matches them). */
const templates = Object.keys(document.paths)
  .map((template) => ({
    template,
    params: (template.match(/\{/g) ?? []).length,
    regex: new RegExp(`^${template.replace(/\{\w+\}/g, '[^/]+')}$`),
  }))
  .sort((a, b) => a.params - b.params);

const validators = new Map<string, ValidateFunction>();
function validatorFor(key: string, schema: object): ValidateFunction {
  let validate = validators.get(key);
  if (!validate) {
    validate = ajv.compile(schema);
    validators.set(key, validate);
  }
  return validate;
}

/**
 * Checks one response the API gave against the published OpenAPI document: the status must be one the
 * operation declares and the body must match that status's schema. Returns the problem, or null.
 * Paths and methods the document does not have may only be answered 404 / 405.
 */
export function responseProblem(method: string, path: string, status: number, body: unknown): string | null {
  const lower = method.toLowerCase();
  if (lower === 'options') return null;
  const pathname = new URL(path, 'http://api').pathname;
  const match = templates.find((t) => t.regex.test(pathname) && document.paths[t.template]?.[lower]);
  if (!match) {
    return status === 404 || status === 405
      ? null
      : `${method} ${pathname} is not in the API document, yet it answered ${status}`;
  }
  const operation = document.paths[match.template]![lower]!;
  const response = operation.responses?.[String(status)];
  if (!response) {
    return `${method} ${match.template} answered ${status}, which the API document does not declare (${Object.keys(operation.responses ?? {}).join(', ')})`;
  }
  const schema = response.content?.['application/json']?.schema;
  if (!schema)
    return body === null || body === '' ? null : `${method} ${match.template} ${status} has no body`;
  const validate = validatorFor(`${lower} ${match.template} ${status}`, schema);
  if (validate(body)) return null;
  return `${method} ${match.template} ${status} does not match the API document: ${ajv.errorsText(validate.errors)}`;
}
