import { formatClock } from '../../web/src/features/give-receipt/utils/format-clock';
import { toggleMulti, toggleSingle } from '../../web/src/features/give-receipt/utils/receipt-tags';

describe('receipt tag toggling', () => {
  it('sets a single-choice value, and clears it when chosen again', () => {
    const once = toggleSingle({}, 'intent', 'Empathy');
    expect(once).toEqual({ intent: 'Empathy' });
    expect(toggleSingle(once, 'intent', 'Growth')).toEqual({ intent: 'Growth' });
    expect(toggleSingle(once, 'intent', 'Empathy')).toEqual({});
  });
  it('adds and removes multi-choice values, deleting the key with the last one', () => {
    const one = toggleMulti({}, 'emotionalRegulation', 'Needed Space');
    const two = toggleMulti(one, 'emotionalRegulation', 'Got Reactive');
    expect(two).toEqual({ emotionalRegulation: ['Needed Space', 'Got Reactive'] });
    const back = toggleMulti(two, 'emotionalRegulation', 'Needed Space');
    expect(back).toEqual({ emotionalRegulation: ['Got Reactive'] });
    expect('emotionalRegulation' in toggleMulti(back, 'emotionalRegulation', 'Got Reactive')).toBe(false);
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
