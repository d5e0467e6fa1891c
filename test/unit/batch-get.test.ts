import type { BatchGetCommand, BatchGetCommandOutput } from '@aws-sdk/lib-dynamodb';
import { batchGet } from '../../functions/store/platform/table';

const table = 'receipts-unit';
process.env.TABLE_NAME = table;

const keyOf = (n: number) => ({ PK: `USER#${n}`, SK: 'PROFILE' });

/** A table that throttles: each call answers at most `served` keys and hands the rest back unprocessed. */
function throttled(served: number) {
  const calls: number[] = [];
  const send = async (command: BatchGetCommand): Promise<Partial<BatchGetCommandOutput>> => {
    const keys = command.input.RequestItems?.[table]?.Keys ?? [];
    calls.push(keys.length);
    return {
      Responses: { [table]: keys.slice(0, served).map((key) => ({ ...key, seen: true })) },
      UnprocessedKeys: keys.length > served ? { [table]: { Keys: keys.slice(served) } } : {},
    };
  };
  return { send, calls };
}

describe('batchGet', () => {
  it('reads unprocessed keys again, with a wait before each retry, until every key is read', async () => {
    const { send, calls } = throttled(4);
    const waits: number[] = [];
    const items = await batchGet(
      Array.from({ length: 10 }, (_, n) => keyOf(n)),
      { send, wait: async (attempt) => void waits.push(attempt) },
    );
    expect(items.map((item) => item.PK).sort()).toEqual(
      Array.from({ length: 10 }, (_, n) => `USER#${n}`).sort(),
    );
    expect(calls).toEqual([10, 6, 2]);
    expect(waits).toEqual([1, 2]);
  });

  it('asks for at most 100 keys a call', async () => {
    const { send, calls } = throttled(100);
    const items = await batchGet(
      Array.from({ length: 250 }, (_, n) => keyOf(n)),
      { send, wait: async () => {} },
    );
    expect(items).toHaveLength(250);
    expect(calls).toEqual([100, 100, 50]);
  });

  it('gives up, loudly, when the table never answers some keys', async () => {
    const { send } = throttled(0);
    await expect(batchGet([keyOf(1)], { send, wait: async () => {}, attempts: 3 })).rejects.toThrow(
      /unprocessed/,
    );
  });

  it('sends nothing for no keys', async () => {
    const { send, calls } = throttled(1);
    expect(await batchGet([], { send })).toEqual([]);
    expect(calls).toEqual([]);
  });
});
