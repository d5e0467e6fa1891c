import { darkModeStorageKey } from '@contract/limits';
import { useSyncExternalStore } from 'react';

// One theme for the whole page, shared by every toggle: the saved preference (`darkMode` in local
// storage), else the system's. public/theme-init.js applies the same rule before first paint.

const listeners = new Set<() => void>();
let memorySaved: boolean | null = null; // the choice, when storage is blocked
let systemDark = false;
let dark = false;
let started = false;

function savedPreference(): boolean | null {
  try {
    const saved = localStorage.getItem(darkModeStorageKey);
    return saved === null ? null : saved === 'true';
  } catch {
    return memorySaved;
  }
}

function apply(): void {
  const next = savedPreference() ?? systemDark;
  document.documentElement.classList.toggle('dark', next);
  if (next === dark) return;
  dark = next;
  for (const listener of listeners) listener();
}

function start(): void {
  if (started) return;
  started = true;
  const query = window.matchMedia('(prefers-color-scheme: dark)');
  systemDark = query.matches;
  dark = document.documentElement.classList.contains('dark');
  // The system's changes only show while nothing is saved: apply() puts a saved choice first.
  query.addEventListener('change', (event) => {
    systemDark = event.matches;
    apply();
  });
  // A choice made in another tab.
  window.addEventListener('storage', (event) => {
    if (event.key === darkModeStorageKey || event.key === null) apply();
  });
  apply();
}

function subscribe(listener: () => void): () => void {
  start();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function snapshot(): boolean {
  start();
  return dark;
}

/** Flips the theme and saves the choice, which from then on wins over the system's. */
export function toggleDarkMode(): void {
  const next = !snapshot();
  try {
    localStorage.setItem(darkModeStorageKey, String(next));
  } catch {
    memorySaved = next; // storage blocked: the choice lasts for this page only
  }
  apply();
}

/** Dark mode: the saved preference, else the system's; follows the system only while nothing is saved. */
export function useDarkMode(): [boolean, () => void] {
  const current = useSyncExternalStore(subscribe, snapshot, () => false);
  return [current, toggleDarkMode];
}
