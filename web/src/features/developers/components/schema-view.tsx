import type { Schema } from '../api/load-api-document';

/** A one-line description of a schema's type: `string (1–30)`, `"Work" | "Play"`, `array of object`. */
export function typeOf(schema: Schema | undefined): string {
  if (!schema) return 'any';
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.enum) return schema.enum.map((v) => JSON.stringify(v)).join(' | ');
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return choices.map(typeOf).join(' or ');
  const type = Array.isArray(schema.type) ? schema.type.join(' or ') : (schema.type ?? 'any');
  if (type === 'array') return `array of ${typeOf(schema.items)}`;
  const bounds = [
    schema.minLength !== undefined || schema.maxLength !== undefined
      ? `${schema.minLength ?? 0}–${schema.maxLength ?? '…'} chars`
      : null,
    schema.minimum !== undefined || schema.maximum !== undefined
      ? `${schema.minimum ?? '…'}–${schema.maximum ?? '…'}`
      : null,
    schema.format ?? null,
  ].filter(Boolean);
  return bounds.length ? `${type} (${bounds.join(', ')})` : type;
}

const childrenOf = (schema: Schema): Schema | undefined =>
  schema.properties ? schema : schema.items?.properties ? schema.items : undefined;

/** The fields of an object schema as a nested list: name, type, and whether it is required. */
export function SchemaView({ schema }: { schema: Schema }) {
  const object = childrenOf(schema);
  if (!object?.properties) return <code className="api-type">{typeOf(schema)}</code>;
  return (
    <ul className="api-fields">
      {Object.entries(object.properties).map(([name, field]) => {
        const nested = childrenOf(field);
        return (
          <li key={name}>
            <code className="api-field-name">{name}</code> <span className="api-type">{typeOf(field)}</span>
            {object.required?.includes(name) ? <span className="api-required"> required</span> : null}
            {nested ? <SchemaView schema={field} /> : null}
          </li>
        );
      })}
    </ul>
  );
}
