import { routes } from '@contract/routes';
import { apiUrl } from '@/lib/site-config';

export interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  maxItems?: number;
  default?: unknown;
  additionalProperties?: Schema | boolean;
}

export interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: Schema;
}

export interface Operation {
  operationId: string;
  security?: Record<string, string[]>[];
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: Schema }> }>;
}

export interface ApiDocument {
  openapi: string;
  info: { title: string; version: string; description?: string };
  paths: Record<string, Record<string, Operation>>;
}

/** The API document's address on this stage (the API serves it, generated from the route table). */
export const apiDocumentUrl = async () =>
  `${(await apiUrl()).replace(/\/$/, '')}${routes.getApiDocument.path}`;

export async function loadApiDocument(): Promise<ApiDocument> {
  const res = await fetch(await apiDocumentUrl());
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  return (await res.json()) as ApiDocument;
}
