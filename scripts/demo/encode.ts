import { execFileSync } from 'node:child_process';
import { existsSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const ffmpegPath = process.env.FFMPEG_PATH ?? '/usr/bin/ffmpeg';

/** Debian's ffmpeg, installed with apt when missing (as scripts/ensure-chromium.ts does for Chromium). */
export function ensureFfmpeg(): string {
  if (existsSync(ffmpegPath)) return ffmpegPath;
  console.log(`ffmpeg not found at ${ffmpegPath}: installing Debian's ffmpeg package...`);
  const asRoot = process.getuid?.() === 0 ? [] : ['sudo'];
  const run = (args: string[]) => {
    const [cmd, ...rest] = [...asRoot, ...args];
    execFileSync(cmd!, rest, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  };
  run(['apt-get', 'update', '-qq']);
  run(['apt-get', 'install', '-y', '-qq', '--no-install-recommends', 'ffmpeg']);
  if (!existsSync(ffmpegPath)) throw new Error(`ffmpeg is still missing at ${ffmpegPath}`);
  return ffmpegPath;
}

export interface Still {
  file: string;
  seconds: number;
}

/** Each format the player offers, in its order: VP9 WebM first, H.264 MP4 for browsers without VP9 (older Safari). */
export const videoFormats = {
  webm: ['-c:v', 'libvpx-vp9', '-crf', '36', '-b:v', '0', '-g', '50', '-row-mt', '1', '-cpu-used', '4'],
  mp4: [
    '-c:v',
    'libx264',
    '-crf',
    '30',
    '-preset',
    'slow',
    '-g',
    '50',
    '-tune',
    'stillimage',
    '-movflags',
    '+faststart',
  ],
} as const;

/**
 * The stills, each held for its seconds, as a video in `format`. Stills change rarely, so 5 frames a second
 * and a keyframe every 10 s keep a 2-minute video near a megabyte while seeking stays quick.
 */
export function encodeVideo(
  ffmpeg: string,
  stills: Still[],
  workDir: string,
  format: keyof typeof videoFormats,
  out: string,
): number {
  const list = join(workDir, 'stills.txt');
  const last = stills.at(-1);
  // The concat demuxer ignores the last entry's duration unless the file is listed once more.
  const lines = stills.flatMap((s) => [`file '${s.file}'`, `duration ${s.seconds}`]);
  writeFileSync(list, [...lines, last ? `file '${last.file}'` : ''].join('\n'));
  execFileSync(ffmpeg, [
    ...['-y', '-loglevel', 'error', '-f', 'concat', '-safe', '0', '-i', list],
    ...['-vf', 'fps=5,scale=1280:720:flags=lanczos,format=yuv420p'],
    ...videoFormats[format],
    ...['-an', out],
  ]);
  return statSync(out).size;
}

/** The first still as the poster: a JPEG the size of the player. */
export function encodePoster(ffmpeg: string, still: string, out: string): number {
  execFileSync(ffmpeg, ['-y', '-loglevel', 'error', '-i', still, '-vf', 'scale=1280:720', '-q:v', '5', out]);
  return statSync(out).size;
}
