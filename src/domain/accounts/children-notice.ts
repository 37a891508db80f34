// Our notice about children's data (docs/product.md#accounts-and-children,
// docs/decisions/151-consent-by-email-plus.md): what we keep about a child, why, for how long, and
// that nobody else gets it. The consent email carries it; a grown-up consents by opening that
// email's link, and the consent is stored with the notice's version. Change the words, change the
// version: consents name what they agreed to.
import { brand } from '../brand';
import {
  ARCHIVED_CLASS_KEPT_DAYS,
  FAMILY_PROFILE_KEPT_MONTHS,
  RETENTION_WARNING_DAYS,
} from './child-profile';

/** The version of the notice below, stored with each consent and on each consent email. */
export const CHILDREN_NOTICE_VERSION = '2026-11-28';

/** The notice, one paragraph each: what, why, how long, who else, what you can do. */
export const childrenNotice: readonly string[] = [
  `What we keep about a child: a nickname you choose, one of our twelve pictures, and what they do on ${brand.product}: lessons finished, points and badges, game scores, their Chore Tracker list, their Code Lab programs, solves and runs, the drawings and other creations they keep (and, when they share one with their class, the version their teacher approved), which minutes they were working (kept 30 days, to show you their time on task), and when they last used it. Never their email, phone, real name, birthday, school, photo, voice or location.`,
  'Why: so they can carry on where they left off and earn their points and badges, and so you can see their progress.',
  `How long: until you delete the profile, or ${FAMILY_PROFILE_KEPT_MONTHS} months after it was last used (we email you ${RETENTION_WARNING_DAYS} days before). A class profile goes ${ARCHIVED_CLASS_KEPT_DAYS} days after its teacher archives the class.`,
  'Who else gets it: nobody. No adverts, no trackers, no other company. Only you, or a class profile’s teacher, can see it.',
  'What you can do: see, download and delete each child’s data on your Family page at any time. Withdrawing your consent deletes every child profile you made.',
];
