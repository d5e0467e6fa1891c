/** One published price (prices.ts and platform-prices.ts hold them). */
export interface Price {
  /** US dollars per `per` units. */
  usd: number;
  per: number;
  unit: string;
  /** Units free every month, per account (always-free tiers only). */
  freePerMonth?: number;
  source: string;
  recorded: string;
  since?: string;
}
