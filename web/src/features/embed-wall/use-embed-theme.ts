import type { EmbedWallTheme } from '@contract/site-paths';
import { useLayoutEffect } from 'react';

/**
 * The embedded wall's theme, as its owner chose it for their site: light, dark, or the visitor's system
 * setting (followed while the page is open). A member's own choice on Receipts does not apply here.
 */
export function useEmbedTheme(theme: EmbedWallTheme) {
  useLayoutEffect(() => {
    const root = document.documentElement;
    if (theme !== 'system') {
      root.classList.toggle('dark', theme === 'dark');
      return;
    }
    const system = window.matchMedia('(prefers-color-scheme: dark)');
    const follow = () => root.classList.toggle('dark', system.matches);
    follow();
    system.addEventListener('change', follow);
    return () => system.removeEventListener('change', follow);
  }, [theme]);
}
