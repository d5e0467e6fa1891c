import { onFirstUse } from '../../functions/http/on-first-use';

const actions = { double: async (input: number) => input * 2 };

describe('an operation loaded on first use', () => {
  it('imports its module on its first call, not when built, and once for every call after', async () => {
    const load = jest.fn(async () => actions);
    const double = onFirstUse(load, 'double');
    expect(load).not.toHaveBeenCalled();
    expect(await Promise.all([double(1), double(2)])).toEqual([2, 4]);
    expect(await double(3)).toBe(6);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries the import again on the next call after one failed', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('chunk missing')).mockResolvedValue(actions);
    const double = onFirstUse(load as () => Promise<typeof actions>, 'double');
    await expect(double(1)).rejects.toThrow('chunk missing');
    expect(await double(2)).toBe(4);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
