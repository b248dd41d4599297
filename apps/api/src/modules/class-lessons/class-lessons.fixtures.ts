import type { TestApp } from '../../test/build-app';
import { newChapter, newLesson, newPath, newText } from '../curriculum/curriculum.fixtures';

/** A path of the class, made by its Professor (`prof`), with one text content (or none): its id. */
export async function classPath(t: TestApp, prof: string, classId: number, withContent = true, title = 'Trilha da turma'): Promise<number> {
  const path = await newPath(t, prof, title, classId);
  if (withContent) {
    const chapter = await newChapter(t, prof, path.codTrlLivro);
    const lesson = await newLesson(t, prof, chapter.codTrlCapitulo);
    await newText(t, prof, lesson.codTrlAula);
  }
  return path.codTrlLivro;
}
