/**
 * Where to get help now, shown when a receipt is refused for words about self-harm. Local lines first (the
 * countries whose languages the harshness check reads), then a directory of lines for every other country.
 * One entry each, as shown.
 */
export const crisisLines = [
  'US and Canada: call or text 988',
  'UK and Ireland: Samaritans, 116 123',
  'Australia: Lifeline, 13 11 14',
  'Germany: TelefonSeelsorge, 0800 111 0 111',
  'France: 3114',
  'Spain: 024',
  'Brazil: CVV, 188',
  'anywhere else: findahelpline.com',
] as const;
