/**
 * A microphone for jsdom, which has none: `getUserMedia` gives a stream of one track, and the recorder hands
 * over one chunk of "audio" when it stops, as a browser's MediaRecorder does.
 */
class RecorderOfSilence {
  static isTypeSupported = () => true;
  state: RecordingState = 'inactive';
  ondataavailable: ((event: { data: Blob }) => void) | null = null;
  onstop: (() => void) | null = null;
  start() {
    this.state = 'recording';
  }
  stop() {
    if (this.state === 'inactive') return;
    this.state = 'inactive';
    this.ondataavailable?.({ data: new Blob(['voice'], { type: 'audio/webm' }) });
    this.onstop?.();
  }
}

export function plugInMicrophone() {
  const stream = { getTracks: () => [{ stop() {} }] };
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: { getUserMedia: async () => stream },
  });
  Object.assign(globalThis, { MediaRecorder: RecorderOfSilence });
}
