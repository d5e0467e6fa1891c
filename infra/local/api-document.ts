import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createApiDocument } from '../../functions/openapi/api-document';
import { apiDocumentFileName } from '../../functions/openapi/document-file';

/**
 * Writes the API document into `dir` as bundling writes it beside the openapi function in AWS, and returns its
 * path for `API_DOCUMENT_FILE`: the function reads the same file in both places.
 */
export function writeApiDocument(dir: string): string {
  const file = join(dir, apiDocumentFileName);
  writeFileSync(file, JSON.stringify(createApiDocument()));
  return file;
}
