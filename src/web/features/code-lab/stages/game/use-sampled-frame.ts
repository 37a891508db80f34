// A frame kept for the parts of the Game Lab that a child reads rather than watches (the property
// panel, the scene in words; docs/decisions/402-the-game-lab.md#the-scene): while a game plays
// they take a new frame only every `every` frames (numbers that change 30 times a second cannot be
// read, and their React work would fall on every frame of a slow Chromebook); when it is paused
// or over, or a new game starts, they take the frame at once. Frame numbers, not a clock.
import { useState } from 'react';

export function useSampledFrame<F extends { frame: number }>(
  frame: F,
  playing: boolean,
  every: number,
): F {
  const [shown, setShown] = useState(frame);
  const due = !playing || frame.frame < shown.frame || frame.frame - shown.frame >= every;
  // Storing what the last render showed (React's "adjusting state when a prop changes"): the
  // component renders again at once, before anything is drawn.
  if (due && frame !== shown) setShown(frame);
  return due ? frame : shown;
}
