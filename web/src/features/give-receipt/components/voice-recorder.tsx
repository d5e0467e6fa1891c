import { limits } from '@contract/limits';
import { useEffect, useRef, useState } from 'react';
import { FieldError } from '@/components/field-error';
import { formatClock } from '../utils/format-clock';
import type { useVoiceRecorder } from '../utils/use-voice-recorder';

type Recorder = ReturnType<typeof useVoiceRecorder>;

/** Record, then a compact preview (play/pause, real length, Remove) that fits a phone's width. */
export function VoiceRecorder({ recorder, disabled }: { recorder: Recorder; disabled?: boolean }) {
  const { recording, seconds, note, error } = recorder;
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  const [playing, setPlaying] = useState(false);
  const audio = useRef<HTMLAudioElement>(null);

  useEffect(() => {
    setPlaying(false);
    if (!note) return setPreviewUrl(null);
    const url = URL.createObjectURL(note.blob);
    setPreviewUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [note]);

  const togglePlay = () => {
    const element = audio.current;
    if (!element) return;
    if (element.paused) void element.play().catch(() => setPlaying(false));
    else element.pause();
  };

  return (
    <div className="voice">
      <button
        type="button"
        className={`button ${recording ? 'button-danger' : 'button-secondary'}`}
        aria-pressed={recording}
        disabled={disabled}
        onClick={() => (recording ? recorder.stop() : void recorder.start())}
      >
        <span aria-hidden="true">{recording ? '■' : '●'}</span>{' '}
        {recording ? 'Stop recording' : note ? 'Record again' : 'Record voice note'}
      </button>
      {previewUrl && note && !recording ? (
        <span className="voice-preview">
          {/* biome-ignore lint/a11y/useMediaCaption: a voice note the user just recorded has no captions */}
          <audio
            ref={audio}
            src={previewUrl}
            preload="auto"
            onPlay={() => setPlaying(true)}
            onPause={() => setPlaying(false)}
            onEnded={() => setPlaying(false)}
          />
          <button type="button" className="button button-ghost button-small" onClick={togglePlay}>
            <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span> {playing ? 'Pause' : 'Play'}
          </button>
          <span className="voice-clock">
            <span className="visually-hidden">Your voice note is </span>
            {formatClock(Math.round(note.seconds))}
          </span>
          <button
            type="button"
            className="button button-ghost button-small"
            disabled={disabled}
            onClick={recorder.discard}
          >
            Remove
          </button>
        </span>
      ) : (
        <span className="voice-clock" aria-live="polite">
          {formatClock(seconds)}{' '}
          <span className="muted small">{limits.voiceRecordingMaxSeconds} sec max</span>
        </span>
      )}
      <FieldError message={error} />
    </div>
  );
}
