import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { FileStorage } from '../../lib/storage';
import { bseAtividade } from '../../db/schema';
import { seedActivities } from './activities';
import { seedAttendance } from './attendance';
import { FIRST_HISTORY_ACTIVITY } from './activity-definitions';
import { seedCalendar } from './calendar';
import { seedChat } from './chat';
import { loadContext } from './context';
import { Days } from './days';
import { seedForum } from './forum';
import { seedNews, storeNewsPictures } from './news';
import { seedProgress } from './progress';
import { seedSignIns } from './sign-ins';

/** What the history wrote, and how long it took. */
export interface HistorySummary {
  /** Successful sign-ins (the failed attempts among them are not counted). */
  signIns: number;
  progressRecords: number;
  evaluationAnswers: number;
  activities: number;
  submissions: number;
  grades: number;
  events: number;
  news: number;
  topics: number;
  forumPosts: number;
  chatMessages: number;
  attendanceMarks: number;
  ms: number;
}

async function alreadySeeded(tx: Tx): Promise<boolean> {
  const rows = await tx
    .select({ id: bseAtividade.codBseAtividade })
    .from(bseAtividade)
    .where(eq(bseAtividade.nomAtividade, FIRST_HISTORY_ACTIVITY))
    .limit(1);
  return rows.length > 0;
}

/**
 * A term of history for the demo network (issue 24), so that a fresh `npm start` shows full screens:
 * sign-ins of the last 90 school days, progress through the classes' paths with game scores and chapter
 * evaluations, six activities answered and graded (some late, some awaiting a grade, some not sent),
 * calendar events of this month and the next, six news posts with pictures, forum topics with replies, a
 * week of chat and 60 school days of attendance. Dates are counted back from `now` (the first start), everything else comes from a fixed seed.
 *
 * Runs once, right after seedDemo seeded a fresh database (server.ts, through seed/start.ts): never in the
 * tests' template. One transaction, batched inserts; does nothing when the history is already there. The
 * news pictures are written first and removed again if the transaction does not commit.
 */
export async function seedDemoHistory(db: Db, uploadsDir: string, now = new Date()): Promise<HistorySummary | null> {
  const started = performance.now();
  if (await alreadySeeded(db)) return null;
  const storage = new FileStorage(uploadsDir);
  const saved: string[] = [];
  try {
    const pictures = await storeNewsPictures(storage, saved);
    const summary = await db.transaction(async (tx) => {
      // Two servers starting at once on one fresh database write it once.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('seed:demo-history'))`);
      if (await alreadySeeded(tx)) return null;
      const ctx = await loadContext(tx, new Days(now));
      const signIns = await seedSignIns(tx, ctx);
      const progress = await seedProgress(tx, ctx);
      const activities = await seedActivities(tx, ctx);
      const events = await seedCalendar(tx, ctx);
      const news = await seedNews(tx, ctx, pictures);
      const forum = await seedForum(tx, ctx);
      const chatMessages = await seedChat(tx, ctx);
      const attendanceMarks = await seedAttendance(tx, ctx);
      return {
        signIns,
        progressRecords: progress.records,
        evaluationAnswers: progress.evaluations,
        activities: activities.activities,
        submissions: activities.submissions,
        grades: activities.grades,
        events,
        news,
        topics: forum.topics,
        forumPosts: forum.posts,
        chatMessages,
        attendanceMarks,
      };
    });
    if (!summary) {
      await Promise.all(saved.map((p) => storage.remove(p)));
      return null;
    }
    return { ...summary, ms: Math.round(performance.now() - started) };
  } catch (error) {
    await Promise.all(saved.map((p) => storage.remove(p)));
    throw error;
  }
}
