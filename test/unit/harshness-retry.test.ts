/** The screen's word lists load on the first check; a load that fails once must not refuse every later check. */
test('a failed load of the word lists is tried again on the next check', async () => {
  let loads = 0;
  jest.doMock('obscenity', () => {
    loads += 1;
    if (loads === 1) throw new Error('obscenity failed to load');
    return jest.requireActual('obscenity');
  });
  const { harshnessOf } = await import('../../functions/domain/harshness');
  await expect(harshnessOf('You listened first.')).rejects.toThrow('obscenity failed to load');
  await expect(harshnessOf('You listened first.')).resolves.toBe('clear');
  await expect(harshnessOf('What the fuck was that')).resolves.toBe('harsh');
  expect(loads).toBe(2);
});
