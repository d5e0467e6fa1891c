import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { envNames, requiredEnv } from '../config';

/** The document's file beside the openapi function's bundle (api-stack.ts writes it when bundling). */
export const apiDocumentFileName = 'api-document.json';

/**
 * The API document as built with the bundle: the function only reads it (the builder, zod-openapi and zod's
 * JSON Schema code, stays out of its bundle and its init). A relative name is beside the code
 * (`LAMBDA_TASK_ROOT`); the local stack and the bench give an absolute path.
 */
export function readApiDocument(): unknown {
  const file = resolve(process.env.LAMBDA_TASK_ROOT ?? '', requiredEnv(envNames.apiDocumentFile));
  return JSON.parse(readFileSync(file, 'utf8'));
}
