import { type Scene, sceneStarts } from './scenes';

const timestamp = (seconds: number) => {
  const whole = Math.floor(seconds);
  const mm = String(Math.floor(whole / 60)).padStart(2, '0');
  const ss = String(whole % 60).padStart(2, '0');
  return `00:${mm}:${ss}.000`;
};

/** WebVTT captions: one cue per scene, for as long as its still is shown. */
export function webVtt(list: Scene[]): string {
  const starts = sceneStarts(list);
  const cues = list.map((scene, i) => {
    const start = starts[i]!;
    return `${i + 1}\n${timestamp(start)} --> ${timestamp(start + scene.seconds)}\n${scene.caption}`;
  });
  return `WEBVTT\n\n${cues.join('\n\n')}\n`;
}

/** The chapters as the demo player lists them: "m:ss" and title. */
export function chapters(list: Scene[]): { at: string; title: string }[] {
  const starts = sceneStarts(list);
  return list.flatMap((scene, i) => {
    if (!scene.chapter) return [];
    const at = starts[i]!;
    return [{ at: `${Math.floor(at / 60)}:${String(at % 60).padStart(2, '0')}`, title: scene.chapter }];
  });
}
