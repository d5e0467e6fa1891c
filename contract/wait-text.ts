/** "3 hours", "1 minute", "20 seconds": the wait, rounded up to its largest unit. */
export function waitText(seconds: number): string {
  const [amount, unit] =
    seconds >= 3600
      ? [Math.ceil(seconds / 3600), 'hour']
      : seconds >= 60
        ? [Math.ceil(seconds / 60), 'minute']
        : [Math.max(1, Math.ceil(seconds)), 'second'];
  return `${amount} ${unit}${amount === 1 ? '' : 's'}`;
}
