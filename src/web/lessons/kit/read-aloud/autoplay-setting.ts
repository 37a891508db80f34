// The read-aloud autoplay choice (a checkbox), remembered in this browser.
import { useCallback, useState } from 'react';

const AUTOPLAY_KEY = 'readAloudAutoplay';

function readAutoplay(): boolean {
  try {
    return window.localStorage.getItem(AUTOPLAY_KEY) === 'true';
  } catch {
    return false;
  }
}

export function useAutoplaySetting(): [boolean, (on: boolean) => void] {
  const [autoplay, setAutoplay] = useState(readAutoplay);
  const update = useCallback((on: boolean) => {
    setAutoplay(on);
    try {
      window.localStorage.setItem(AUTOPLAY_KEY, String(on));
    } catch (error) {
      console.warn('read-aloud: could not save the autoplay choice', error);
    }
  }, []);
  return [autoplay, update];
}
