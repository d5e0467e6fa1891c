import { darkModeStorageKey } from '@contract/limits';
import { useCallback, useEffect, useState } from 'react';

const systemQuery = () => window.matchMedia('(prefers-color-scheme: dark)');

function savedPreference(): boolean | null {
  try {
    const saved = localStorage.getItem(darkModeStorageKey);
    return saved === null ? null : saved === 'true';
  } catch {
    return null;
  }
}

/** Dark mode: the saved preference, else the system's; follows the system only while nothing is saved. */
export function useDarkMode(): [boolean, () => void] {
  const [dark, setDark] = useState(() => savedPreference() ?? systemQuery().matches);

  useEffect(() => {
    document.documentElement.classList.toggle('dark', dark);
  }, [dark]);

  useEffect(() => {
    const query = systemQuery();
    const follow = (event: MediaQueryListEvent) => {
      if (savedPreference() === null) setDark(event.matches);
    };
    query.addEventListener('change', follow);
    return () => query.removeEventListener('change', follow);
  }, []);

  const toggle = useCallback(() => {
    setDark((current) => {
      const next = !current;
      try {
        localStorage.setItem(darkModeStorageKey, String(next));
      } catch {
        // Storage blocked: the choice lasts for this page only.
      }
      return next;
    });
  }, []);

  return [dark, toggle];
}
