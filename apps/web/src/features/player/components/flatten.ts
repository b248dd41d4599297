import type { PlayContent, PlayPathDto } from '@portal/shared/player';

/** One content item of the path with where it sits: the player walks the path as one list. */
export interface Step {
  content: PlayContent;
  chapterIndex: number;
  lessonIndex: number;
  codTrlCapitulo: number;
  chapterTitle: string;
  lessonTitle: string;
  /** The last content of its chapter: the chapter evaluation follows it. */
  endsChapter: boolean;
}

export function flatten(path: PlayPathDto): Step[] {
  return path.capitulos.flatMap((chapter, chapterIndex) => {
    const steps = chapter.aulas.flatMap((lesson, lessonIndex) =>
      lesson.conteudos.map((content) => ({
        content,
        chapterIndex,
        lessonIndex,
        codTrlCapitulo: chapter.codTrlCapitulo,
        chapterTitle: chapter.dscTitulo,
        lessonTitle: lesson.dscTitulo,
        endsChapter: false,
      })),
    );
    const last = steps.at(-1);
    if (last) last.endsChapter = true;
    return steps;
  });
}

/** Where to resume: the last content opened, else the first not done, else the start. */
export function resumeIndex(steps: Step[], last: number | null, done: ReadonlySet<number>): number {
  const atLast = last === null ? -1 : steps.findIndex((s) => s.content.codTrlConteudo === last);
  if (atLast >= 0) return atLast;
  const firstOpen = steps.findIndex((s) => !done.has(s.content.codTrlConteudo));
  return firstOpen >= 0 ? firstOpen : 0;
}
