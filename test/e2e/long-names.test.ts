import { sharedPage, sidewaysOverflow } from '../support/browser';
import { newcomerInBrowser } from '../support/browser-flows';

describe('a long name on a phone', () => {
  let username = '';
  const openPage = sharedPage(async (page) => {
    ({ username } = await newcomerInBrowser(page, 'Hubert', 'Wolfeschlegelsteinhausen-Bergerdorff'));
    await page.setViewportSize({ width: 390, height: 844 });
  });

  it.each(['/profile-page', '/u/{username}'])(
    'wraps in the header of %s: nothing scrolls sideways',
    async (path) => {
      const page = openPage();
      await page.goto(path.replace('{username}', username));
      await page.getByRole('heading', { name: /Wolfeschlegelsteinhausen-Bergerdorff/ }).waitFor();
      expect({ path, overflow: await sidewaysOverflow(page) }).toEqual({ path, overflow: 0 });
    },
  );
});
