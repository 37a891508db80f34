// The server's answer to a wrong pair of pictures on /join (docs/product.md#classes), in English;
// the join screen's own words are in locales/*/web/join (the server's words move to its
// catalogue with the server's messages).
export const joinMessages = {
  wrongPictures: 'Those are not your pictures. Please try again.',
  wrongPicturesLastTry: 'Those are not your pictures. One more miss and you wait a minute.',
} as const;
