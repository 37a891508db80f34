/** "intro-to-coding" → "introToCoding". */
export function camelOf(id: string): string;
/** The text of content/generated/lessons.ts for the files under `root` (the project by default). */
export function lessonsIndexText(root?: string): string;
/** Writes content/generated/lessons.ts when its text changed; returns whether it wrote. */
export function writeLessonsIndex(root?: string): boolean;
