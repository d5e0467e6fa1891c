import { limits } from '@contract/limits';
import { messages } from '@contract/messages';
import { useCallback, useEffect, useRef, useState } from 'react';

const preferredType = 'audio/webm;codecs=opus';

/**
 * Tap to start (asks for the microphone), tap to stop; stops by itself at 20 s and when the screen is
 * left. Keeps the recording as a webm/opus blob.
 */
export function useVoiceRecorder() {
  const [recording, setRecording] = useState(false);
  const [seconds, setSeconds] = useState(0);
  const [blob, setBlob] = useState<Blob | null>(null);
  const [error, setError] = useState<string | null>(null);
  const recorder = useRef<MediaRecorder | null>(null);
  const stopped = useRef<Promise<Blob | null> | null>(null);
  const tick = useRef<ReturnType<typeof setInterval> | null>(null);

  const stop = useCallback(async (): Promise<Blob | null> => {
    const active = recorder.current;
    if (active && active.state !== 'inactive') active.stop();
    return stopped.current ?? null;
  }, []);

  const start = useCallback(async () => {
    setError(null);
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch {
      setError(messages.microphoneDenied);
      return;
    }
    const mimeType = MediaRecorder.isTypeSupported(preferredType) ? preferredType : 'audio/webm';
    const media = new MediaRecorder(stream, { mimeType });
    const chunks: Blob[] = [];
    media.ondataavailable = (event) => {
      if (event.data.size) chunks.push(event.data);
    };
    stopped.current = new Promise((resolve) => {
      media.onstop = () => {
        for (const track of stream.getTracks()) track.stop();
        if (tick.current) clearInterval(tick.current);
        const result = chunks.length ? new Blob(chunks, { type: 'audio/webm' }) : null;
        setBlob(result);
        setRecording(false);
        recorder.current = null;
        resolve(result);
      };
    });
    recorder.current = media;
    setBlob(null);
    setSeconds(0);
    setRecording(true);
    media.start(250);
    const startedAt = Date.now();
    tick.current = setInterval(() => {
      const elapsed = Math.min(limits.voiceRecordingMaxSeconds, (Date.now() - startedAt) / 1000);
      setSeconds(elapsed);
      if (elapsed >= limits.voiceRecordingMaxSeconds) void stop();
    }, 200);
  }, [stop]);

  const clear = useCallback(() => {
    setBlob(null);
    setSeconds(0);
  }, []);

  useEffect(
    () => () => {
      void stop();
    },
    [stop],
  );

  return { recording, seconds, blob, error, start, stop, clear };
}
