import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * After a move to another page (a link, "Next Lesson"), focus lands on the new page's heading,
 * so keyboards and screen readers start there too; <ScrollRestoration> takes the page to its top.
 * Back and forward keep where the person was; the first page load leaves focus alone.
 */
export function useLandAtStart(): void {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const firstPage = useRef(true);
  useEffect(() => {
    if (firstPage.current) {
      firstPage.current = false;
      return;
    }
    if (navigationType === 'POP') return;
    const main = document.getElementById('main');
    if (!main) return;
    // The page's code may still be loading: wait for its heading (not for long).
    const land = () => {
      const heading = main.querySelector<HTMLElement>('h1');
      if (!heading) return false;
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
      return true;
    };
    if (land()) return;
    const observer = new MutationObserver(() => land() && observer.disconnect());
    observer.observe(main, { childList: true, subtree: true });
    const stop = window.setTimeout(() => observer.disconnect(), 5000);
    return () => {
      observer.disconnect();
      window.clearTimeout(stop);
    };
  }, [pathname, navigationType]);
}
