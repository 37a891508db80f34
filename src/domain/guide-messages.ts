// What the guides API answers with (docs/product/guides.md#who-may-read-a-guide). A child who
// finds a guide's address is told kindly that it is not for them; the web shows the message.
export const guideMessages = {
  forGrownUps:
    'Lesson guides are for grown-ups. Ask your teacher or your grown-up about this lesson.',
  unknownGuide: (id: string) => `We could not find a guide called "${id}".`,
} as const;
