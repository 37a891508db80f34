// What a program check says (domain/code-lab/program.ts, outcome-words.ts): sentences that name
// the API's fields, block ids and levels. They are built in the domain, shared with the web, and
// kept in English for now (decision 318): the Code Lab shows its own words for a run, so these
// are read by someone calling the API, not by a child.
import { Words } from '../../i18n/words';

export const programWords = (text: string): Words => Words.verbatim(text);
