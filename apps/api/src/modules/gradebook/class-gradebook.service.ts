import { presentShare } from '@portal/shared/attendance';
import type { GradebookDto } from '@portal/shared/gradebook';
import type { Db } from '../../db/client';
import { mustFind } from '../../lib/app-error';
import type { Scope } from '../../lib/scope';
import { findClassInScope } from '../organisation';
import { gradebookActivities, gradebookStudents, gradebookSubmissions } from './class-gradebook.repository';

/**
 * `/turma/{codBseTurma}/boletim`: the class's students by name, each with their progress in the active
 * path and a cell per activity. The class must be in the caller's scope (a Professor's own, the unit's,
 * the school's, any for the Master): otherwise 404, as every class-scoped route answers. Four
 * statements whatever the class's size: the scope check, then the three reads side by side.
 */
export async function classGradebook(db: Db, scope: Scope, classId: number): Promise<GradebookDto> {
  await mustFind(findClassInScope(db, scope, classId));
  const [atividades, students, submissions] = await Promise.all([
    gradebookActivities(db, classId),
    gradebookStudents(db, classId),
    gradebookSubmissions(db, classId),
  ]);
  const sent = new Map(submissions.map((s) => [`${s.codBseUsuario}:${s.codBseAtividade}`, s]));
  return {
    atividades,
    alunos: students.map(({ concluidos, total, estrelas, ultimoAcesso, dias, faltas, ...student }) => ({
      ...student,
      progresso: { concluidos, total, estrelas, ultimoAcesso },
      frequencia: { dias, faltas, percentual: presentShare(dias, faltas) },
      atividades: atividades.map(({ codBseAtividade }) => {
        const submission = sent.get(`${student.codBseUsuario}:${codBseAtividade}`);
        return {
          codBseAtividade,
          nota: submission?.nota ?? null,
          entregue: submission !== undefined,
          atrasada: submission?.atrasada ?? false,
        };
      }),
    })),
  };
}
