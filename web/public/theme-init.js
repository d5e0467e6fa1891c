// Runs before first paint: the saved preference (key `darkMode`), else the system's.
(() => {
  try {
    const saved = localStorage.getItem('darkMode');
    const dark = saved === null ? matchMedia('(prefers-color-scheme: dark)').matches : saved === 'true';
    document.documentElement.classList.toggle('dark', dark);
  } catch {
    // Storage may be blocked; the system theme from CSS media queries still applies.
  }
})();
