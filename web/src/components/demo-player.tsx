import './demo-player.css';
import { useRef } from 'react';
import { demoVideoLength } from '@/lib/marketing';

/** Recorded from the running app by `npm run demo:record` (scripts/demo/), served with the site. */
export const demoVideo = {
  src: '/demo/receipts-demo.webm',
  /** H.264 for browsers without VP9 (older Safari). */
  fallback: '/demo/receipts-demo.mp4',
  poster: '/demo/receipts-demo-poster.jpg',
  captions: '/demo/receipts-demo.vtt',
} as const;

/** The chapters of scripts/demo/scenes.ts, in seconds. */
const chapters = [
  { at: 0, title: 'Create your profile' },
  { at: 40, title: 'Share your profile link' },
  { at: 80, title: 'Collect Receipts' },
];

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/** The demo video: the browser's own controls (keyboard accessible), English captions on, chapter links. */
export function DemoPlayer() {
  const video = useRef<HTMLVideoElement>(null);
  const seek = (seconds: number) => {
    const element = video.current;
    if (!element) return;
    element.currentTime = seconds;
    void element.play().catch(() => undefined);
  };
  return (
    <figure className="demo-player">
      <video
        ref={video}
        className="demo-video"
        controls
        preload="metadata"
        playsInline
        poster={demoVideo.poster}
        aria-label={`Receipts in ${demoVideoLength.long}`}
      >
        <source src={demoVideo.src} type="video/webm" />
        <source src={demoVideo.fallback} type="video/mp4" />
        <track kind="captions" src={demoVideo.captions} srcLang="en" label="English" default />
        Your browser cannot play this video. <a href={demoVideo.src}>Download the demo</a> instead.
      </video>
      <figcaption>
        <span className="visually-hidden">Chapters:</span>
        <ol className="demo-chapters">
          {chapters.map((chapter) => (
            <li key={chapter.at}>
              <button type="button" className="demo-chapter" onClick={() => seek(chapter.at)}>
                <span className="demo-chapter-time">{clock(chapter.at)}</span> {chapter.title}
              </button>
            </li>
          ))}
        </ol>
      </figcaption>
    </figure>
  );
}
