import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { routeIds, routes } from '@contract/routes';
import { createApiDocument } from '../../functions/openapi/api-document';
import { responseProblem } from '../support/api-document';

const document = createApiDocument();

/** Redocly's linter is ESM-only: it runs in its own Node process on the written document. */
function lint(file: string): { severity: string; ruleId: string; message: string; where: string }[] {
  const script = `
    import { createConfig, lint } from '@redocly/openapi-core';
    const config = await createConfig({ extends: ['recommended'], rules: { 'info-license': 'off', 'operation-summary': 'off', 'operation-4xx-response': 'error' } });
    const problems = await lint({ ref: ${JSON.stringify(file)}, config });
    console.log(JSON.stringify(problems.map((p) => ({ severity: p.severity, ruleId: p.ruleId, message: p.message, where: p.location[0]?.pointer ?? '' }))));`;
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: join(__dirname, '../..'),
  });
  return JSON.parse(out.toString().trim().split('\n').at(-1) ?? '[]');
}

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1 with one operation per route of the route table', () => {
    expect(document.openapi).toBe('3.1.0');
    const operationIds = Object.values(document.paths ?? {}).flatMap((item) =>
      Object.values(item as Record<string, { operationId: string }>).map((op) => op.operationId),
    );
    expect(operationIds.sort()).toEqual([...routeIds].sort());
  });

  it('passes an independent OpenAPI linter (Redocly, recommended rules) with no errors or warnings', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'receipts-openapi-')), 'openapi.json');
    writeFileSync(file, JSON.stringify(document));
    expect(lint(file)).toEqual([]);
  });

  it('rejects a response whose body or status the contract does not allow', () => {
    expect(
      responseProblem('GET', '/usernames/someone/availability', 200, {
        username: 'someone',
        isAvailable: true,
      }),
    ).toBeNull();
    expect(responseProblem('GET', '/usernames/someone/availability', 200, { username: 'someone' })).toMatch(
      /does not match/,
    );
    expect(
      responseProblem('GET', '/usernames/someone/availability', 201, { username: 'x', isAvailable: true }),
    ).toMatch(/does not declare/);
    expect(responseProblem(routes.getMe.method, '/me', 401, { message: 'Unauthorized' })).toBeNull();
    expect(responseProblem('GET', '/no/such/route', 404, { message: 'Not Found' })).toBeNull();
    expect(responseProblem('GET', '/no/such/route', 200, {})).toMatch(/not in the API document/);
  });
});
