import { formatClock } from '../../web/src/features/give-receipt/utils/format-clock';
import { toggledMulti, toggledSingle } from '../../web/src/features/give-receipt/utils/receipt-tags';

describe('receipt tag toggling', () => {
  it('sets a single-choice value, and clears it when chosen again', () => {
    const once = toggledSingle('', 'Empathy');
    expect(once).toBe('Empathy');
    expect(toggledSingle(once, 'Growth')).toBe('Growth');
    expect(toggledSingle(once, 'Empathy')).toBe('');
  });
  it('adds and removes multi-choice values, down to none', () => {
    const one = toggledMulti([], 'Needed Space');
    const two = toggledMulti(one, 'Got Reactive');
    expect(two).toEqual(['Needed Space', 'Got Reactive']);
    const back = toggledMulti(two, 'Needed Space');
    expect(back).toEqual(['Got Reactive']);
    expect(toggledMulti(back, 'Got Reactive')).toEqual([]);
  });
});

describe('formatClock', () => {
  it('shows mm:ss', () => {
    expect(formatClock(0)).toBe('00:00');
    expect(formatClock(9.7)).toBe('00:09');
    expect(formatClock(20)).toBe('00:20');
    expect(formatClock(75)).toBe('01:15');
  });
});
