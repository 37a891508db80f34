// Shared looks for buttons and button-like links: big, round, 44 px or taller (DESIGN: targets).
export const primaryButton =
  'inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-full bg-violet-700 px-6 text-lg font-bold text-white hover:bg-violet-800 disabled:cursor-not-allowed disabled:opacity-70';

export const secondaryButton =
  'inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-full border-2 border-violet-700 bg-white px-6 text-lg font-bold text-violet-800 hover:bg-violet-50 disabled:cursor-not-allowed disabled:opacity-70';

export const linkButton =
  'inline-flex min-h-11 items-center font-bold text-violet-800 underline underline-offset-4 hover:text-violet-950';

export const iconButton =
  'grid size-11 place-items-center rounded-full text-2xl leading-none text-slate-700 hover:bg-slate-100';

/** For what cannot be undone (delete a child, withdraw consent, delete the account). */
export const dangerButton =
  'inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-full bg-red-700 px-6 text-lg font-bold text-white hover:bg-red-800 disabled:cursor-not-allowed disabled:opacity-70';
