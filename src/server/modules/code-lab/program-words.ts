// What a program check says (domain/code-lab/program.ts, outcome-words.ts). A run that did not
// solve its level is described in the request's language (the caller passes its words); a
// malformed program's check names the API's fields and block ids and stays English
// (docs/decisions/318-program-checks-stay-in-english.md): the Code Lab checks a program before it
// sends it, so only an API caller reads those.
import { Words } from '../../i18n/words';

export const programWords = (text: string): Words => Words.verbatim(text);
