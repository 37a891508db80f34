// Stars drawn by us (2 or 3 of 3), with words for screen readers.
import { useT } from '../../../i18n/use-t';

const STAR = 'M12 2 L14.9 8.6 L22 9.3 L16.6 14 L18.2 21 L12 17.3 L5.8 21 L7.4 14 L2 9.3 L9.1 8.6 Z';

export function StarsView({ stars, size = 'size-10' }: { stars: number; size?: string }) {
  const t = useT('codeLab');
  return (
    <span role="img" aria-label={t('codeLab.solved.stars', { stars })} className="inline-flex gap-1">
      {[0, 1, 2].map((i) => (
        <svg key={i} viewBox="0 0 24 24" className={size} aria-hidden="true">
          <path d={STAR} fill={i < stars ? '#f59e0b' : '#e2e8f0'} stroke={i < stars ? '#b45309' : '#94a3b8'} strokeWidth="1.2" />
        </svg>
      ))}
    </span>
  );
}
