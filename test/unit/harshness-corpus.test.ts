import { screenOf } from '../../functions/domain/harshness';
import { type Expected, fairTexts, harshTexts } from '../fixtures/harshness-corpus';

const screened = async (text: string): Promise<Expected | 'clear'> => {
  const { harshness, selfHarm } = await screenOf(text);
  return selfHarm ? 'selfHarm' : harshness;
};

describe('the harshness corpus', () => {
  it('holds at least 100 texts of each kind', () => {
    expect(harshTexts.length).toBeGreaterThanOrEqual(100);
    expect(fairTexts.length).toBeGreaterThanOrEqual(100);
  });
  it.each(harshTexts)('"%s" is %s, so no anonymous receipt says it', async (text, expected) =>
    expect(await screened(text)).toBe(expected),
  );
  it.each(fairTexts)('"%s" is clear', async (text) => expect(await screened(text)).toBe('clear'));
});
