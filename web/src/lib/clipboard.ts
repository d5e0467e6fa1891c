/** Copies text; false when the browser refuses (no permission, not a secure context). */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** The Web Share API, where the browser has it. */
export const canShare = () => typeof navigator !== 'undefined' && typeof navigator.share === 'function';

/** Opens the system share sheet; a dismissed sheet is not an error. */
export async function shareLink(data: ShareData): Promise<void> {
  try {
    await navigator.share(data);
  } catch (error) {
    if ((error as Error).name !== 'AbortError') throw error;
  }
}
