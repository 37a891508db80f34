// The class dashboard's benchmark data (scripts/bench.mjs): a teacher with a class of 40
// children who have done everything: every open lesson, every Code Lab level with 3 stars and
// some failed runs, every game. Written straight into the database before the server starts
// (PGlite's data directory has one live process at a time), so it runs once, fast.
import { codeLabLevels } from '../content/code-lab/levels';
import { curriculum } from '../content/curriculum';
import { games } from '../content/games';
import { openLessons } from '../src/domain/lessons/curriculum';
import { openDatabase } from '../src/server/db/client';
import {
  classes,
  codeLabRuns,
  codeLabSolves,
  consents,
  gameScores,
  progress,
  users,
} from '../src/server/db/schema/index';
import { sessionRepository } from '../src/server/modules/auth/session-repository';
import { newToken } from '../src/server/modules/auth/tokens';
import { solutionOf } from '../content/code-lab/reference-solutions';

const CHILDREN = 40;
const PICTURE_SECRETS = ['cat+sun', 'dog+moon', 'bird+star', 'apple+tree'];

/** Seeds the class and answers the teacher's session cookie and the class's id. */
export async function seedClassDashboard(options: {
  dataDir: string;
  databaseUrl?: string;
}): Promise<{ cookie: string; classId: number }> {
  const database = await openDatabase(options);
  try {
    const db = database.db;
    const [teacher] = await db
      .insert(users)
      .values({
        kind: 'grown-up',
        email: 'bench.teacher@example.com',
        passwordHash: 'not-a-real-hash',
        username: 'bench.teacher',
        displayName: 'Bench Teacher',
        firstName: 'Bench',
        lastName: 'Teacher',
        emailConfirmedAt: new Date(),
        unsubscribeToken: newToken(),
      })
      .returning();
    await db.insert(consents).values({ userId: teacher!.id, noticeVersion: 'bench' });
    const [made] = await db
      .insert(classes)
      .values({ teacherId: teacher!.id, name: 'Bench class', joinCode: 'BENCH2' })
      .returning();
    const now = Date.now();
    const children = await db
      .insert(users)
      .values(
        Array.from({ length: CHILDREN }, (_, i) => ({
          kind: 'child' as const,
          nickname: `Child ${i + 1}`,
          username: `Child ${i + 1}`,
          displayName: `Child ${i + 1}`,
          firstName: '',
          lastName: '',
          points: 1500 + i,
          avatarId: (i % 12) + 1,
          classId: made!.id,
          pictureSecret: PICTURE_SECRETS[i % PICTURE_SECRETS.length]!,
          lastActiveAt: new Date(now - i * 60_000),
          unsubscribeToken: newToken(),
        })),
      )
      .returning({ id: users.id });
    const lessons = openLessons(curriculum);
    for (const [i, child] of children.entries()) {
      const at = (n: number) => new Date(now - (i + 1) * 3_600_000 + n * 60_000);
      await db.insert(progress).values(
        lessons.map((lesson, n) => ({
          userId: child.id,
          moduleId: lesson.moduleId,
          lessonId: lesson.id,
          completedAt: at(n),
        })),
      );
      await db
        .insert(gameScores)
        .values(
          games.map((game, n) => ({
            userId: child.id,
            gameId: game.id,
            score: 50,
            createdAt: at(n),
          })),
        );
      await db.insert(codeLabSolves).values(
        codeLabLevels.map((level, n) => ({
          userId: child.id,
          levelId: level.id,
          stars: 3,
          program: solutionOf(level.id),
          firstSolvedAt: at(n),
          solvedAt: at(n),
        })),
      );
      // Some levels failed again since they were solved: the dashboard's "needs help".
      await db.insert(codeLabRuns).values(
        codeLabLevels.map((level, n) => ({
          userId: child.id,
          levelId: level.id,
          runs: 5 + n,
          failsSinceSolve: (i + n) % 5,
          lastRunAt: at(n),
        })),
      );
    }
    const { token } = await sessionRepository(db).create(teacher!);
    return { cookie: `sid=${token}`, classId: made!.id };
  } finally {
    await database.close();
  }
}
