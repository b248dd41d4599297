/** Query keys of the curriculum screens; mutations invalidate through them. */
export const curriculumKeys = {
  all: ['curriculum'] as const,
  paths: (codBseTurma: number | null, page: number, pageSize: number) => ['curriculum', 'paths', codBseTurma, page, pageSize] as const,
  pathsAll: ['curriculum', 'paths'] as const,
  path: (id: number) => ['curriculum', 'path', id] as const,
  chapters: (pathId: number) => ['curriculum', 'chapters', pathId] as const,
  chapter: (chapterId: number) => ['curriculum', 'chapter', chapterId] as const,
  detail: (type: number, contentId: number) => ['curriculum', 'content', type, contentId] as const,
  catalogue: (name: string) => ['curriculum', 'catalogue', name] as const,
};
