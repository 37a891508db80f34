// What the class gallery's API answers with (docs/product/classes.md#class-gallery): plain words
// a child of 8 can read, and the teacher's. The web shows whatever `message` the server sends.
import { GALLERY_PENDING_MAX } from './gallery-api';

/** Shares, take-backs and reactions per class child per hour (decision 303). */
export const GALLERY_WRITES_PER_HOUR = 120;

export const galleryMessages = {
  /** A family child, a grown-up or a guest trying to share: only a class has a gallery. */
  notClassChild: 'Only children in a class can share drawings with their class.',
  galleryOff:
    'Your class gallery is closed right now. Your teacher can open it, then you can share.',
  tooManyPending: `You have ${GALLERY_PENDING_MAX} drawings waiting for your teacher. Wait until your teacher looks at them, or take one back, to share another.`,
  /** Not in the child's class's gallery, not approved, or the gallery is closed. */
  itemNotFound: 'We could not find that drawing in your class gallery.',
  /** A class gallery for someone who is not a class child. */
  noGallery: 'Only children in a class have a class gallery.',
  teacherItemNotFound: 'We could not find that drawing in this class’s gallery.',
  tooManyWrites: 'You did a lot in the gallery this hour! Please take a break and try again later.',
} as const;
