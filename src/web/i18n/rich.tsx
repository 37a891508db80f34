// Messages with a few words marked ("You are <b>{percent}%</b> of the way"): the whole sentence
// is one message (docs/product/languages.md), and the marked words are drawn by the caller.
import { Fragment, type ReactNode } from 'react';

const tagged = /<(\w+)>(.*?)<\/\1>/gs;

/** The message as React nodes: each `<tag>text</tag>` drawn by `tags[tag]` (no nesting). */
export function rich(text: string, tags: Record<string, (chunk: string) => ReactNode>): ReactNode[] {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(tagged)) {
    const [whole, tag = '', chunk = ''] = match;
    parts.push(text.slice(last, match.index));
    const draw = tags[tag];
    parts.push(<Fragment key={match.index}>{draw ? draw(chunk) : chunk}</Fragment>);
    last = match.index + whole.length;
  }
  parts.push(text.slice(last));
  return parts;
}

/** The common case: `<b>` drawn as <strong>. */
export const strong = (chunk: string) => <strong>{chunk}</strong>;
