// Shared strokes of the twelve sign-in pictures: one dark outline everywhere, thick enough that
// each shape still reads when a class prints its login cards in black and white.
export const OUTLINE = '#1e293b';
export const LINE = {
  stroke: OUTLINE,
  strokeWidth: 3.5,
  strokeLinejoin: 'round',
  strokeLinecap: 'round',
} as const;
