import './demo-player.css';
import { demoVideoLength } from '@/lib/marketing';

const chapters = [
  { at: '0:00', title: 'Create your profile' },
  { at: '0:40', title: 'Share your profile link' },
  { at: '1:20', title: 'Collect Receipts' },
];

/**
 * Where the demo video will play. The video is not recorded yet, so this is an honest placeholder with
 * its outline, and nothing loads from a video host.
 */
export function DemoPlayer() {
  return (
    <figure className="demo-player">
      <div className="demo-screen">
        <span className="demo-play" aria-hidden="true">
          <svg aria-hidden="true" viewBox="0 0 24 24" width="28" height="28" fill="currentColor">
            <path d="M8 5.5v13l10.5-6.5z" />
          </svg>
        </span>
        <p className="demo-screen-title">Receipts in {demoVideoLength.long}</p>
        <p className="demo-screen-note">The demo video is on its way. It will play right here.</p>
      </div>
      <figcaption>
        <span className="visually-hidden">What the demo shows:</span>
        <ol className="demo-chapters">
          {chapters.map((chapter) => (
            <li key={chapter.at}>
              <span className="demo-chapter-time">{chapter.at}</span> {chapter.title}
            </li>
          ))}
        </ol>
      </figcaption>
    </figure>
  );
}
