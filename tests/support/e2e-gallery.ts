import { request, type APIResponse, type Page } from '@playwright/test';
import { expect } from './e2e';
import { teacherWithClass, type ClassStudent } from './e2e-teacher';

/** The class child the page sweeps sign in. */
export const CLASS_CHILD = 'Leo';

const aLine = { version: 2, body: [{ id: 'f', op: 'forward' }] };

/**
 * A class with the gallery on (docs/product/gallery-screens.md): Mia's drawing approved in it,
 * and Leo, who keeps a drawing of his own, signed in on `page` as /join signs a child in. For
 * the page sweeps' class child: Home's gallery card, the studio's Share and the gallery's cards.
 */
export async function classChildWithGallery(page: Page, baseURL: string) {
  const browser = page.context().browser();
  if (!browser) throw new Error('the page sweeps open pages in a browser');
  const teacherContext = await browser.newContext({ baseURL, serviceWorkers: 'block' });
  const teacher = await teacherContext.newPage();
  const cls = await teacherWithClass(teacher, baseURL, ['Mia', CLASS_CHILD]);
  const [mia, leo] = cls.students as [ClassStudent, ClassStudent];
  const ok = async (answer: Promise<APIResponse>) => {
    const response = await answer;
    expect(response.ok(), await response.text()).toBe(true);
    return response;
  };
  const headers = cls.headers;
  await ok(teacher.request.patch(`/api/classes/${cls.id}`, { data: { galleryOn: true }, headers }));

  const join = (student: ClassStudent) => ({
    data: { joinCode: cls.joinCode, studentId: student.id, pictures: student.pictures },
    headers,
  });
  const miaApi = await request.newContext({ baseURL });
  await ok(miaApi.post('/api/join', join(mia)));
  const drawing = (await (
    await ok(
      miaApi.post('/api/code-lab/drawings', { data: { title: 'Line', program: aLine }, headers }),
    )
  ).json()) as { id: number };
  const shared = (await (
    await ok(miaApi.post(`/api/code-lab/drawings/${drawing.id}/share`, { data: {}, headers }))
  ).json()) as { itemId: number };
  await ok(
    teacher.request.post(`/api/classes/${cls.id}/gallery/${shared.itemId}/approve`, {
      data: {},
      headers,
    }),
  );
  await miaApi.dispose();
  await teacherContext.close();

  await ok(page.request.post('/api/join', join(leo)));
  await ok(
    page.request.post('/api/code-lab/drawings', {
      data: { title: 'Mine', program: aLine },
      headers,
    }),
  );
}
