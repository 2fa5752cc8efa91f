/**
 * Where the tour's bubble goes (issue 12 part 8): beside its target and inside the viewport, never
 * over the target. Below, above, right, then left of it, the first side where the whole bubble
 * fits; when none does (a viewport smaller than the bubble), the side with the most room, kept
 * inside the viewport.
 */
export interface Box {
  top: number;
  left: number;
  width: number;
  height: number;
}

export type Side = 'below' | 'above' | 'right' | 'left';

export interface Placement {
  top: number;
  left: number;
  side: Side;
}

const clamp = (value: number, min: number, max: number): number => Math.max(min, Math.min(value, Math.max(min, max)));

export function placeBubble(target: Box, bubble: { width: number; height: number }, viewport: { width: number; height: number }, gap = 12, margin = 8): Placement {
  const right = target.left + target.width;
  const bottom = target.top + target.height;
  const across = clamp(target.left + target.width / 2 - bubble.width / 2, margin, viewport.width - margin - bubble.width);
  const along = clamp(target.top + target.height / 2 - bubble.height / 2, margin, viewport.height - margin - bubble.height);
  const candidates: { side: Side; room: number; need: number; top: number; left: number }[] = [
    { side: 'below', room: viewport.height - margin - bottom - gap, need: bubble.height, top: bottom + gap, left: across },
    { side: 'above', room: target.top - gap - margin, need: bubble.height, top: target.top - gap - bubble.height, left: across },
    { side: 'right', room: viewport.width - margin - right - gap, need: bubble.width, top: along, left: right + gap },
    { side: 'left', room: target.left - gap - margin, need: bubble.width, top: along, left: target.left - gap - bubble.width },
  ];
  const fitting = candidates.find((c) => c.room >= c.need);
  const chosen = fitting ?? candidates.reduce((best, c) => (c.room - c.need > best.room - best.need ? c : best));
  return {
    side: chosen.side,
    top: clamp(chosen.top, margin, viewport.height - margin - bubble.height),
    left: clamp(chosen.left, margin, viewport.width - margin - bubble.width),
  };
}

export const overlaps = (a: Box, b: Box): boolean => a.left < b.left + b.width && b.left < a.left + a.width && a.top < b.top + b.height && b.top < a.top + a.height;
