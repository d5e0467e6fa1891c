import type { PutSharingSettingsRequest } from '@contract/schemas/profile';
import type * as z from 'zod/mini';
import { table } from '../../functions/store/platform/table';
import { patchPaths } from '../../functions/store/platform/update-expression';
import { updateProfile } from '../../functions/store/profiles/profiles';

type UpdateInput = Parameters<typeof table.update>[0];

/** The paths an update sets, each to its value, read back from its placeholders. */
function assignmentsOf(input: UpdateInput): Record<string, unknown> {
  const names = input.ExpressionAttributeNames ?? {};
  const values = input.ExpressionAttributeValues ?? {};
  return Object.fromEntries(
    (input.UpdateExpression ?? '')
      .replace(/^SET /, '')
      .split(', ')
      .map((assignment) => {
        const [path = '', value = ''] = assignment.split(' = ');
        return [
          path
            .split('.')
            .map((name) => names[name])
            .join('.'),
          values[value],
        ];
      }),
  );
}

describe('patchPaths', () => {
  it('sets the keys given of a map one by one, any other field whole, and nothing for undefined', () => {
    const variants = [{ url: '/p.webp', width: 96, height: 96 }];
    expect(
      patchPaths(
        {
          settings: { goals: true, bio: undefined },
          photoVariants: variants,
          photoURL: null,
          phone: undefined,
        },
        ['settings'],
      ),
    ).toEqual({ 'settings.goals': true, photoVariants: variants, photoURL: null });
  });
});

describe('updateProfile', () => {
  afterEach(() => jest.restoreAllMocks());

  it('leaves the keys of a map the patch does not name, and stamps the update', async () => {
    const update = jest.spyOn(table, 'update').mockResolvedValue({ Attributes: { userId: 'u1' } } as never);
    const patch = { sharingSettings: { goals: false, signedOutVisitors: undefined }, shortBio: 'Hi' };
    expect(await updateProfile('u1', patch, '2030-01-01T00:00:00.000Z')).toEqual({ userId: 'u1' });

    const input = update.mock.calls[0]?.[0] as UpdateInput;
    expect(assignmentsOf(input)).toMatchObject({
      'sharingSettings.goals': false,
      shortBio: 'Hi',
      updatedAt: '2030-01-01T00:00:00.000Z',
    });
    expect(Object.keys(assignmentsOf(input))).not.toContain('sharingSettings');
    expect(Object.keys(assignmentsOf(input))).not.toContain('sharingSettings.signedOutVisitors');
    expect(input).toMatchObject({ ConditionExpression: 'attribute_exists(PK)', ReturnValues: 'ALL_NEW' });
  });
});

declare const sharingBody: z.infer<typeof PutSharingSettingsRequest> & { holdFlaged: boolean };
declare const editable: { firstName?: string; nickname?: string };

/** Never called: `npm run typecheck` fails if any of these compiles. */
function refusedByTheCompiler(at: string) {
  // @ts-expect-error a misspelt key of a map
  updateProfile('u', { sharingSettings: { goals: true, signedOutVistors: true } }, at);
  // @ts-expect-error a key of a map the stored item does not have, from a request body passed as it is
  updateProfile('u', { sharingSettings: sharingBody }, at);
  // @ts-expect-error a misspelt field
  updateProfile('u', { goalTag: [] }, at);
  // @ts-expect-error a field the stored item does not have, from a spread
  updateProfile('u', { ...editable }, at);
  // @ts-expect-error a value of the wrong type
  updateProfile('u', { socialLinks: { instagram: 7 } }, at);
  // @ts-expect-error a field an update does not change
  updateProfile('u', { username: 'ada' }, at);
}

it('refuses a patch that does not fit the stored profile, when the tests are type-checked', () => {
  expect(refusedByTheCompiler).toBeInstanceOf(Function);
});
