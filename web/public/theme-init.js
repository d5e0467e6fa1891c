// Runs before first paint, so the page never flashes the wrong theme: the saved preference (key
// `darkMode`, see contract/limits.ts), else the system's. src/lib/theme.ts keeps it up to date afterwards.
(() => {
  const system = () => matchMedia('(prefers-color-scheme: dark)').matches;
  let dark;
  try {
    const saved = localStorage.getItem('darkMode');
    dark = saved === null ? system() : saved === 'true';
  } catch {
    dark = system(); // storage blocked
  }
  document.documentElement.classList.toggle('dark', dark);
})();
