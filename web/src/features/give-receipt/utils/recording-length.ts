import { limits } from '@contract/limits';

/**
 * A recording's length in seconds, decoded from the audio itself: Chromium's MediaRecorder writes webm
 * without a duration, so `<audio>` would say 0:00 or Infinity. Falls back to the time the recorder ran.
 */
export async function recordingSeconds(blob: Blob, measured: number): Promise<number> {
  const clamp = (s: number) => Math.min(limits.voiceRecordingMaxSeconds, Math.max(0, s));
  if (typeof OfflineAudioContext === 'undefined') return clamp(measured);
  try {
    const context = new OfflineAudioContext(1, 1, 48_000);
    const audio = await context.decodeAudioData(await blob.arrayBuffer());
    return Number.isFinite(audio.duration) && audio.duration > 0 ? clamp(audio.duration) : clamp(measured);
  } catch {
    return clamp(measured);
  }
}
