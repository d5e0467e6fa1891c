import { type LocalResourceNames, localAccount, localArns, localPartition, localRegion } from './local-arns';

export interface CfnResource {
  Type: string;
  Properties?: Record<string, unknown>;
  Metadata?: Record<string, unknown>;
}

export interface CfnTemplate {
  Resources?: Record<string, CfnResource>;
  Outputs?: Record<string, { Value: unknown; Export?: { Name: unknown } }>;
}

/** One stage's templates by stack name, as `cdk synth` writes them. */
export type Templates = Record<string, CfnTemplate>;

const pseudo: Record<string, string> = {
  'AWS::Partition': localPartition,
  'AWS::Region': localRegion,
  'AWS::AccountId': localAccount,
  'AWS::URLSuffix': 'amazonaws.com',
  'AWS::NoValue': '',
};

/**
 * What `Ref` and `Fn::GetAtt` of a resource stand for on the local stack: the table, the media bucket and the
 * user pool are the local ones; every other resource gets a name of its own that no local call will carry.
 */
function attributeOf(names: LocalResourceNames, logicalId: string, resource: CfnResource, attribute: string) {
  const props = resource.Properties ?? {};
  const named = (key: string) => (typeof props[key] === 'string' ? (props[key] as string) : logicalId);
  switch (resource.Type) {
    case 'AWS::DynamoDB::Table':
    case 'AWS::DynamoDB::GlobalTable':
      if (attribute === 'Arn') return localArns.table(names.table);
      if (attribute === 'StreamArn') return localArns.stream(names.table, '*');
      return names.table;
    case 'AWS::S3::Bucket': {
      // The media bucket is the one bucket functions reach locally; the stack names it MediaBucket.
      const name = logicalId.startsWith('MediaBucket') ? names.bucket : `${logicalId.toLowerCase()}-local`;
      return attribute === 'Arn' ? localArns.bucket(name) : name;
    }
    case 'AWS::Cognito::UserPool':
      return attribute === 'Arn' ? localArns.userPool(names.userPoolId) : names.userPoolId;
    case 'AWS::SQS::Queue':
      if (attribute === 'Arn') return localArns.queue(logicalId);
      if (attribute === 'QueueName') return logicalId;
      return `https://sqs.${localRegion}.amazonaws.com/${localAccount}/${logicalId}`;
    case 'AWS::SES::EmailIdentity':
      return named('EmailIdentity');
    case 'AWS::SES::ConfigurationSet':
      return named('Name');
    case 'AWS::Logs::LogGroup':
      return attribute === 'Arn' ? localArns.logGroup(named('LogGroupName')) : named('LogGroupName');
    case 'AWS::Lambda::Function':
      return attribute === 'Arn' ? localArns.function(logicalId) : logicalId;
    case 'AWS::IAM::Role':
      return attribute === 'Arn' ? localArns.role(logicalId) : logicalId;
    default: {
      const service = resource.Type.split('::')[1]?.toLowerCase() ?? 'unknown';
      return attribute === 'Arn' ? localArns.other(service, logicalId) : logicalId;
    }
  }
}

/**
 * Resolves a template value's intrinsic functions (Ref, Fn::GetAtt, Fn::Join, Fn::Sub, Fn::Select, Fn::Split,
 * Fn::ImportValue across the stage's stacks) to the strings they stand for on the local stack.
 */
export function createResolver(templates: Templates, names: LocalResourceNames) {
  const exports = new Map<string, { stack: string; value: unknown }>();
  for (const [stack, template] of Object.entries(templates))
    for (const output of Object.values(template.Outputs ?? {}))
      if (typeof output.Export?.Name === 'string')
        exports.set(output.Export.Name, { stack, value: output.Value });

  const resolve = (stack: string, value: unknown): unknown => {
    if (Array.isArray(value)) return value.map((v) => resolve(stack, v));
    if (value === null || typeof value !== 'object') return value;
    const entries = Object.entries(value as Record<string, unknown>);
    const [key, arg] = entries[0] ?? [];
    if (entries.length !== 1 || !key || !(key === 'Ref' || key.startsWith('Fn::')))
      return Object.fromEntries(entries.map(([k, v]) => [k, resolve(stack, v)]));
    const resources = templates[stack]?.Resources ?? {};
    const str = (v: unknown) => String(resolve(stack, v));
    switch (key) {
      case 'Ref': {
        const id = String(arg);
        if (id in pseudo) return pseudo[id];
        const resource = resources[id];
        return resource ? attributeOf(names, id, resource, 'Ref') : id;
      }
      case 'Fn::GetAtt': {
        const [id, attribute] = Array.isArray(arg) ? arg.map(String) : String(arg).split('.');
        const resource = resources[id ?? ''];
        if (!resource || !id) throw new Error(`${stack}: Fn::GetAtt of unknown resource ${id}`);
        return attributeOf(names, id, resource, attribute ?? 'Arn');
      }
      case 'Fn::Join': {
        const [separator, parts] = arg as [string, unknown[]];
        return (resolve(stack, parts) as unknown[]).map(String).join(separator);
      }
      case 'Fn::Sub': {
        const [text, variables = {}] = Array.isArray(arg) ? arg : [arg, {}];
        return String(text).replace(/\$\{([^}]+)\}/g, (_, name: string) => {
          if (name in (variables as object)) return str((variables as Record<string, unknown>)[name]);
          if (name in pseudo) return pseudo[name] as string;
          const [id, attribute] = name.split('.');
          return str(attribute ? { 'Fn::GetAtt': [id, attribute] } : { Ref: id });
        });
      }
      case 'Fn::Select': {
        const [index, list] = arg as [unknown, unknown];
        return (resolve(stack, list) as unknown[])[Number(resolve(stack, index))];
      }
      case 'Fn::Split': {
        const [separator, text] = arg as [string, unknown];
        return str(text).split(separator);
      }
      case 'Fn::ImportValue': {
        const name = str(arg);
        const found = exports.get(name);
        if (!found) throw new Error(`${stack}: no stack of the stage exports ${name}`);
        return resolve(found.stack, found.value);
      }
      default:
        throw new Error(`${stack}: ${key} is not resolved locally`);
    }
  };
  return resolve;
}
