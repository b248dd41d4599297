import { networkToday } from '@portal/shared/common/days';
import type { TodoDto } from '@portal/shared/gradebook';
import type { Db } from '../../db/client';
import type { Scope } from '../../lib/scope';
import { nextContent, pendingActivities } from './todo.repository';

/** `/home`'s to-do for the student: what is still to send, and where the path goes on. */
export async function studentTodo(db: Db, scope: Scope): Promise<TodoDto> {
  const [atividades, proximo] = await Promise.all([pendingActivities(db, scope.userId, networkToday()), nextContent(db, scope.userId)]);
  return { atividades, proximoConteudo: proximo ?? null };
}
