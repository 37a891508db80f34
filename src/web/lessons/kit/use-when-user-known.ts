// docs/product/lessons.md#every-lesson: a lesson saves its completion only once user data has loaded, so a signed-in child
// whose user is still loading is never treated as a guest. Usage:
//   const whenUserKnown = useWhenUserKnown();
//   onPassed: () => whenUserKnown(() => void completeLesson('loops'))
import { useCallback, useEffect, useRef } from 'react';
import { useAuth } from '../../lib/auth';

export function useWhenUserKnown(): (task: () => void) => void {
  const { isLoading } = useAuth();
  const loading = useRef(isLoading);
  const waiting = useRef<(() => void)[]>([]);

  useEffect(() => {
    loading.current = isLoading;
    if (isLoading) return;
    const tasks = waiting.current.splice(0);
    tasks.forEach((task) => task());
  }, [isLoading]);

  return useCallback((task: () => void) => {
    if (loading.current) waiting.current.push(task);
    else task();
  }, []);
}
