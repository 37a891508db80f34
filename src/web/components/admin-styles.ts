// Shared looks for the admin pages' controls: large targets (44 px), visible focus.
const buttonClass =
  'inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-full px-5 font-bold disabled:cursor-not-allowed disabled:opacity-60';
export const primaryButton = `${buttonClass} bg-violet-700 text-white hover:bg-violet-800`;
export const secondaryButton = `${buttonClass} border-2 border-violet-700 bg-white text-violet-800 hover:bg-violet-50`;
export const inputClass = 'mt-1 block w-full min-h-11 rounded-xl border-2 border-slate-400 bg-white px-3 py-2 text-base';
