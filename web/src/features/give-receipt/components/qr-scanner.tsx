import * as messages from '@contract/messages';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useAuth } from '@/lib/auth';
import { createQrReader, drawScaled, type QrReader } from '@/lib/qr-decode';
import { usernameFromLink } from '@/lib/share-links';
import { resolveLinkedRecipient } from '../api/linked-recipient';
import type { Recipient } from '../api/recipients';
import './qr-scanner.css';

type Camera = 'starting' | 'live' | 'denied' | 'missing' | 'stopped';
const frameGapMs = 150;

let reader: Promise<QrReader> | null = null;
/** One reader for the page: the decoder module loads once. */
const readerOf = () => {
  reader ??= createQrReader();
  return reader;
};

const cameraProblem = (error: unknown): Camera =>
  (error as Error)?.name === 'NotAllowedError' || (error as Error)?.name === 'SecurityError'
    ? 'denied'
    : 'missing';

/**
 * "Scan QR Code": reads the camera live and chooses the member whose profile link the code holds. Without a
 * camera (or with it refused) a photo of a QR code does the same.
 */
export default function QrScanner({ onRecipient }: { onRecipient(recipient: Recipient): void }) {
  const { state } = useAuth();
  const myUserId = state.user?.userId ?? '';
  const video = useRef<HTMLVideoElement>(null);
  const busy = useRef(false);
  const [camera, setCamera] = useState<Camera>('starting');
  const [notice, setNotice] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  /** Acts on a decoded text; true once a recipient is chosen. */
  const handle = useCallback(
    async (text: string): Promise<boolean> => {
      const username = usernameFromLink(text);
      if (!username) {
        setNotice(messages.notAReceiptsProfile);
        return false;
      }
      const result = await resolveLinkedRecipient(username, myUserId);
      if ('problem' in result) {
        setNotice(result.problem);
        return false;
      }
      setNotice(null);
      onRecipient(result.recipient);
      return true;
    },
    [myUserId, onRecipient],
  );

  useEffect(() => {
    if (attempt < 0) return;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    let lastText = '';
    const frame = document.createElement('canvas');

    const scan = async () => {
      const player = video.current;
      if (stopped || !player) return;
      if (player.readyState >= 2 && player.videoWidth) {
        drawScaled(frame, player, player.videoWidth, player.videoHeight);
        const text = await (await readerOf())(frame);
        // The same code seen frame after frame is handled once.
        if (text && text !== lastText) {
          lastText = text;
          if (await handle(text)) {
            stop();
            setCamera('stopped');
            return;
          }
        }
      }
      if (!stopped) timer = setTimeout(() => void scan(), frameGapMs);
    };
    const stop = () => {
      stopped = true;
      clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };

    setCamera('starting');
    if (!navigator.mediaDevices?.getUserMedia) {
      setCamera('missing');
      return stop;
    }
    void readerOf();
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment' }, audio: false })
      .then(async (media) => {
        stream = media;
        if (stopped || !video.current) return stop();
        video.current.srcObject = media;
        await video.current.play().catch(() => undefined);
        setCamera('live');
        void scan();
      })
      .catch((error) => {
        if (!stopped) setCamera(cameraProblem(error));
      });
    return stop;
  }, [attempt, handle]);

  const readPhoto = async (file: File) => {
    if (busy.current) return;
    busy.current = true;
    setNotice(null);
    try {
      const bitmap = await createImageBitmap(file);
      const target = document.createElement('canvas');
      drawScaled(target, bitmap, bitmap.width, bitmap.height, 1400);
      bitmap.close();
      const text = await (await readerOf())(target);
      if (!text) setNotice(messages.noQrInPhoto);
      else await handle(text);
    } catch {
      setNotice(messages.noQrInPhoto);
    } finally {
      busy.current = false;
    }
  };

  const cameraMessage =
    camera === 'denied' ? messages.cameraDenied : camera === 'missing' ? messages.cameraMissing : null;

  return (
    <div className="qr-scanner stack">
      {camera === 'stopped' ? (
        <button type="button" className="button button-secondary" onClick={() => setAttempt((n) => n + 1)}>
          Scan another code
        </button>
      ) : cameraMessage ? (
        <p className="error-banner" role="alert">
          {cameraMessage}
        </p>
      ) : (
        <div className="qr-viewfinder">
          <video ref={video} muted playsInline aria-label="Camera preview" />
          <p className="muted small" aria-live="polite">
            {camera === 'starting' ? 'Starting the camera…' : 'Point the camera at a Receipts QR code.'}
          </p>
        </div>
      )}
      {notice ? (
        <p className="error-banner" role="alert">
          {notice}
        </p>
      ) : null}
      <label className="button button-secondary qr-upload">
        Upload a photo of a QR code
        <input
          type="file"
          accept="image/*"
          className="visually-hidden"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void readPhoto(file);
          }}
        />
      </label>
      {cameraMessage ? (
        <button type="button" className="button button-ghost" onClick={() => setAttempt((n) => n + 1)}>
          Try the camera again
        </button>
      ) : null}
    </div>
  );
}
