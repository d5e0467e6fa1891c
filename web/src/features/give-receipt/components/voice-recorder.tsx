import { limits } from '@contract/limits';
import { useEffect, useState } from 'react';
import { FieldError } from '@/components/field-error';
import { formatClock } from '../utils/format-clock';
import type { useVoiceRecorder } from '../utils/use-voice-recorder';

type Recorder = ReturnType<typeof useVoiceRecorder>;

export function VoiceRecorder({ recorder, disabled }: { recorder: Recorder; disabled?: boolean }) {
  const { recording, seconds, blob, error } = recorder;
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);

  useEffect(() => {
    if (!blob) return setPreviewUrl(null);
    const url = URL.createObjectURL(blob);
    setPreviewUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [blob]);

  return (
    <div className="voice">
      <button
        type="button"
        className={`button ${recording ? 'button-danger' : 'button-secondary'}`}
        aria-pressed={recording}
        disabled={disabled}
        onClick={() => (recording ? void recorder.stop() : void recorder.start())}
      >
        <span aria-hidden="true">{recording ? '■' : '●'}</span>{' '}
        {recording ? 'Stop recording' : blob ? 'Record again' : 'Record voice note'}
      </button>
      <span className="voice-clock" aria-live="polite">
        {formatClock(seconds)} <span className="muted small">{limits.voiceRecordingMaxSeconds} sec max</span>
      </span>
      {previewUrl && !recording ? (
        <span className="voice-preview">
          {/* biome-ignore lint/a11y/useMediaCaption: a voice note the user just recorded has no captions */}
          <audio controls src={previewUrl} aria-label="Your voice note" />
          <button type="button" className="button button-ghost button-small" onClick={recorder.clear}>
            Remove
          </button>
        </span>
      ) : null}
      <FieldError message={error} />
    </div>
  );
}
