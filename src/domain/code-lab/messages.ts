// What the Code Lab's API answers with when something is wrong (plain words; the program
// checks in program.ts name the block or field that is wrong).
export const codeLabMessages = {
  unknownLevel: (levelId: string) =>
    `"levelId" must be a Code Lab level, like "birthday-1": there is no level "${levelId}".`,
  solutionsForTeachers:
    'Solutions are for teachers: make a class first (on the Classes page), then you can see them.',
  programMissing: 'Please send the "program" to check.',
  tooManySolves:
    'You checked a lot of programs this hour! Please take a break and try again later.',
} as const;
