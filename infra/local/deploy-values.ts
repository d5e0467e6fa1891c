import { randomBytes } from 'node:crypto';
import { createResolver, type Templates } from './iam/intrinsics';
import type { LocalResourceNames } from './iam/local-arns';

/** A template value as the local stack deploys it: intrinsics resolved, then CloudFormation's dynamic references. */
export type DeployValue = (stack: string, value: unknown) => string;

const secretReference = /\{\{resolve:secretsmanager:([^:}]+):SecretString:::\}\}/g;

/**
 * Template values as deployed locally: intrinsic functions resolved as the local IAM check resolves them, and a
 * Secrets Manager dynamic reference (`{{resolve:secretsmanager:<secret>:SecretString:::}}`) replaced by that
 * secret's value. Each secret of the stage's templates gets a random value per start, as
 * `GenerateSecretString` makes one at deploy, and the same one wherever a template refers to it: the edge
 * secret the distribution sends is the one the API's functions are given.
 */
export function localDeployValues(templates: Templates, names: LocalResourceNames): DeployValue {
  const resolve = createResolver(templates, names);
  const secrets = new Set(
    Object.values(templates).flatMap((t) =>
      Object.entries(t.Resources ?? {})
        .filter(([, r]) => r.Type === 'AWS::SecretsManager::Secret')
        .map(([id]) => id),
    ),
  );
  const values = new Map<string, string>();
  const secretValue = (id: string) => {
    if (!secrets.has(id)) throw new Error(`No secret ${id} in the stage's templates`);
    const value = values.get(id) ?? randomBytes(24).toString('hex');
    values.set(id, value);
    return value;
  };
  return (stack, value) =>
    String(resolve(stack, value)).replace(secretReference, (_, id: string) => secretValue(id));
}

/**
 * The value of `name` in the environment of the stage's functions that have it, as deployed: one value, or
 * undefined when no function has it.
 */
export function functionEnvironmentValue(
  templates: Templates,
  name: string,
  deployed: DeployValue,
): string | undefined {
  const found = new Set(
    Object.entries(templates).flatMap(([stack, t]) =>
      Object.values(t.Resources ?? {})
        .filter((r) => r.Type === 'AWS::Lambda::Function')
        .map((r) => (r.Properties?.Environment as { Variables?: Record<string, unknown> })?.Variables?.[name])
        .filter((v) => v !== undefined)
        .map((v) => deployed(stack, v)),
    ),
  );
  if (found.size > 1) throw new Error(`The stage's functions disagree on ${name}`);
  return [...found][0];
}
