// What we keep about a child, why, for how long, who sees it, what we never collect, and how to
// take it away: the words of /privacy, in plain words for parents (docs/product.md#privacy-page,
// decision 158). Data only, so the consent email can carry the same words.
import { brand } from './brand';
import {
  ARCHIVED_CLASS_KEPT_DAYS,
  CHILD_AVATAR_COUNT,
  FAMILY_PROFILE_KEPT_MONTHS,
  RETENTION_WARNING_DAYS,
  UNUSED_CLASS_ARCHIVED_MONTHS,
} from './child-profile';
import type { LearnSection } from './lesson-types';

export const privacyTitle = 'Privacy: what we keep about your child';

export const privacyNotice: readonly LearnSection[] = [
  {
    id: 'short',
    heading: 'In short',
    paragraphs: [
      `${brand.product} is for children aged 8 to 10. Children never give us an email or their name: a grown-up (a parent, a guardian or a teacher) makes them a profile with a nickname and a picture.`,
      'We keep only what a child needs to carry on learning, we show it only to that grown-up, and we never sell it, share it or use it for ads.',
    ],
  },
  {
    id: 'keep',
    heading: 'What we keep about a child',
    paragraphs: ['For each child profile we keep:'],
    bullets: [
      'A nickname that you choose. It does not have to be their real name, and it is better if it is not.',
      `One of our ${CHILD_AVATAR_COUNT} avatar pictures.`,
      'The lessons they finish, their points, level and badges.',
      'Their game scores and their Chore Tracker list.',
      'Their Code Lab programs, and how many times they ran and solved each level.',
      'Which minutes they were working (a lesson step, a Code Lab run or solve), for 30 days, to show you their time on task.',
      'When they last used the app.',
      'In a class: the two sign-in pictures their teacher gave them.',
    ],
  },
  {
    id: 'why',
    heading: 'Why we keep it',
    paragraphs: [
      'So your child can carry on where they stopped and earn points and badges, and so that you, or their teacher, can see how they are doing and where they need a little help. We use it for nothing else.',
    ],
  },
  {
    id: 'never',
    heading: 'What we never collect',
    paragraphs: ['We never ask a child for, and never keep:'],
    bullets: [
      'an email address or a phone number;',
      'a real name or a full name;',
      'a birthday or a school;',
      'a photo or a voice recording;',
      'where they are;',
      'any free text about them.',
    ],
  },
  {
    id: 'see',
    heading: 'Who can see it',
    paragraphs: [
      'Only the grown-up who made the profile, or the teacher of the class it is in. Nobody else: not other parents, not other teachers, not the people who run the service (they see no family or class but their own).',
      'There are no ads and no trackers, and our pages load nothing from other companies. Nothing about a child goes to anyone else. We send children no email and no notifications.',
    ],
  },
  {
    id: 'how-long',
    heading: 'How long we keep it',
    paragraphs: [],
    bullets: [
      `A family profile that nobody uses for ${FAMILY_PROFILE_KEPT_MONTHS} months is deleted. We email its grown-up ${RETENTION_WARNING_DAYS} days before, so you can keep it by using it.`,
      `A class profile is deleted ${ARCHIVED_CLASS_KEPT_DAYS} days after its teacher archives the class. A class nobody uses for ${UNUSED_CLASS_ARCHIVED_MONTHS} months is archived, after an email to its teacher.`,
      'When you delete a child profile, or your own account, it goes at once, and nothing about the child is left behind.',
    ],
  },
  {
    id: 'choices',
    heading: 'What you can do',
    paragraphs: ['On your Family page you can, at any time:'],
    bullets: [
      "see each child's lessons, badges, points, Code Lab programs and time on task;",
      'change a nickname or an avatar;',
      'download everything we keep about a child, as a file (Export);',
      'delete a child profile;',
      'withdraw your consent, which deletes every child profile you made, in your family and your classes;',
      'delete your own account, with your children and your classes.',
    ],
  },
  {
    id: 'consent',
    heading: 'Your consent',
    paragraphs: [
      'Before you make your first child profile we send you an email with these words. Opening its link is your consent; we keep when you gave it and which version of this page it was. We send that email only to the grown-up who holds the account.',
      `For your own account we keep your name and email, to sign you in and to write to you about your account and your children's profiles. Questions? Use the Feedback button at the bottom of any page and leave your email, and we will answer.`,
    ],
  },
];
