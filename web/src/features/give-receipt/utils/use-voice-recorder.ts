import { limits } from '@contract/limits';
import * as messages from '@contract/messages';
import { useCallback, useEffect, useRef, useState } from 'react';
import { recordingSeconds } from './recording-length';

const preferredType = 'audio/webm;codecs=opus';

export interface VoiceNote {
  blob: Blob;
  /** The recording's real length: Chromium's MediaRecorder writes webm without a duration. */
  seconds: number;
}

/**
 * Tap to start (asks for the microphone), tap to stop; stops by itself at the voice limit and when the
 * screen is left. A recording belongs to one receipt: `discard` drops it for good, including one still
 * being recorded, so it can never reach the next receipt.
 */
export function useVoiceRecorder() {
  const [recording, setRecording] = useState(false);
  const [seconds, setSeconds] = useState(0);
  const [note, setNote] = useState<VoiceNote | null>(null);
  const [error, setError] = useState<string | null>(null);
  const recorder = useRef<MediaRecorder | null>(null);
  const noteRef = useRef<VoiceNote | null>(null);
  const finished = useRef<Promise<VoiceNote | null> | null>(null);
  const tick = useRef<ReturnType<typeof setInterval> | null>(null);
  // Bumped by `discard`: a recording that ends after it was discarded is thrown away.
  const generation = useRef(0);

  const keep = useCallback((next: VoiceNote | null) => {
    noteRef.current = next;
    setNote(next);
  }, []);

  const stopRecorder = useCallback(() => {
    const active = recorder.current;
    if (active && active.state !== 'inactive') active.stop();
  }, []);

  /** Ends a recording in progress and gives the note the receipt should carry (or null). */
  const take = useCallback(async (): Promise<VoiceNote | null> => {
    if (recorder.current) {
      stopRecorder();
      return (await finished.current) ?? null;
    }
    return noteRef.current;
  }, [stopRecorder]);

  const discard = useCallback(() => {
    generation.current += 1;
    stopRecorder();
    keep(null);
    setSeconds(0);
    setError(null);
  }, [keep, stopRecorder]);

  /** Puts back a note kept with a draft (after a reload). */
  const restore = useCallback(
    (next: VoiceNote | null) => {
      generation.current += 1;
      stopRecorder();
      keep(next);
      setSeconds(next?.seconds ?? 0);
    },
    [keep, stopRecorder],
  );

  const start = useCallback(async () => {
    setError(null);
    const mine = ++generation.current;
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch {
      setError(messages.microphoneDenied);
      return;
    }
    if (mine !== generation.current) {
      for (const track of stream.getTracks()) track.stop();
      return;
    }
    const mimeType = MediaRecorder.isTypeSupported(preferredType) ? preferredType : 'audio/webm';
    const media = new MediaRecorder(stream, { mimeType });
    const chunks: Blob[] = [];
    const startedAt = performance.now();
    media.ondataavailable = (event) => {
      if (event.data.size) chunks.push(event.data);
    };
    finished.current = new Promise((resolve) => {
      media.onstop = async () => {
        const elapsed = (performance.now() - startedAt) / 1000;
        for (const track of stream.getTracks()) track.stop();
        if (tick.current) clearInterval(tick.current);
        recorder.current = null;
        setRecording(false);
        if (mine !== generation.current || !chunks.length) return resolve(null);
        const blob = new Blob(chunks, { type: 'audio/webm' });
        const length = await recordingSeconds(blob, elapsed);
        if (mine !== generation.current) return resolve(null);
        const result = { blob, seconds: length };
        keep(result);
        setSeconds(length);
        resolve(result);
      };
    });
    recorder.current = media;
    keep(null);
    setSeconds(0);
    setRecording(true);
    media.start(250);
    tick.current = setInterval(() => {
      const elapsed = Math.min(limits.voiceRecordingMaxSeconds, (performance.now() - startedAt) / 1000);
      setSeconds(elapsed);
      if (elapsed >= limits.voiceRecordingMaxSeconds) stopRecorder();
    }, 200);
  }, [keep, stopRecorder]);

  useEffect(() => discard, [discard]);

  return { recording, seconds, note, error, start, stop: stopRecorder, take, discard, restore };
}
