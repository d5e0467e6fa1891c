import { feedbackQuestionTemplates } from '@contract/enums';
import { limits } from '@contract/limits';
import { callApi } from '../support/api';
import { seriousViolations } from '../support/axe';
import { newPage, sharedBrowser, sidewaysOverflow } from '../support/browser';
import { askedDaysAgo } from '../support/feedback-requests';
import { logInInBrowser, startTimer } from '../support/give-flow';
import { createMember } from '../support/profiles';

const keepDoing = feedbackQuestionTemplates[1];
const phone = { width: 390, height: 844 };

describe('feedback requests', () => {
  const browser = sharedBrowser();

  it('asks with a template, the giver answers from the link with the question above the form, and the asker sees it answered', async () => {
    const [asker, giver] = await Promise.all([createMember('Ada', 'Asker'), createMember('Gus', 'Giver')]);
    await askedDaysAgo(asker, limits.feedbackRequestDays + 1, 'An old question nobody answered');

    const askerPage = await newPage(browser(), { viewport: phone, colorScheme: 'dark' });
    await logInInBrowser(askerPage, asker);
    await askerPage.goto('/app/requests');
    const old = askerPage.locator('.request-card').filter({ hasText: 'An old question nobody answered' });
    await old.getByText('Expired', { exact: true }).waitFor();
    await askerPage.getByRole('button', { name: 'Ask for a receipt' }).click();
    const dialog = askerPage.getByRole('dialog', { name: 'Ask for a receipt' });
    await dialog.getByRole('radio', { name: keepDoing }).check();
    // Their own question counts its characters, up to the limit.
    await dialog.getByRole('radio', { name: 'Your own question' }).check();
    await dialog.getByRole('textbox', { name: 'Your own question' }).fill('Was I clear?');
    await dialog.getByText(`12/${limits.feedbackQuestionMax}`).waitFor();
    await dialog.getByRole('radio', { name: keepDoing }).check();
    expect(await seriousViolations(askerPage)).toEqual([]);
    await dialog.getByRole('button', { name: 'Create link' }).click();
    const link = new URL(await dialog.getByLabel('Your request link').inputValue());
    expect(link.pathname).toBe(`/give/${asker.username}`);
    expect(await dialog.getByLabel('Your message').inputValue()).toContain(keepDoing);
    expect(await sidewaysOverflow(askerPage)).toBeLessThanOrEqual(0);
    await dialog.getByRole('button', { name: 'Close' }).click();
    const asked = askerPage.locator('.request-card').filter({ hasText: keepDoing });
    await asked.getByText('Open', { exact: true }).waitFor();
    await asked.getByText('No answers yet.').waitFor();

    const giverPage = await newPage(browser());
    await logInInBrowser(giverPage, giver);
    await giverPage.goto(`${link.pathname}${link.search}`);
    const question = giverPage.locator('.request-question');
    await question.getByText('Ada Asker asks').waitFor();
    await question.getByText(keepDoing).waitFor();
    await startTimer(giverPage);
    const text = giverPage.getByLabel('What did you notice?');
    await text.fill('Keep asking the quiet people first.');
    const [above, form] = await Promise.all([question.boundingBox(), text.boundingBox()]);
    expect(above!.y).toBeLessThan(form!.y);
    await giverPage.getByRole('button', { name: 'Submit Receipt' }).click();
    await giverPage.getByText('Receipt Sent Successfully!').waitFor();

    await askerPage.reload();
    await asked.getByText('Answered', { exact: true }).waitFor();
    await asked.getByRole('button', { name: /^Gus Giver answered/ }).click();
    await askerPage.getByRole('dialog').getByText('Keep asking the quiet people first.').waitFor();
    await askerPage.context().close();
    await giverPage.context().close();
  });

  it('sends a request to a chosen contact, who finds it under "Asked of you" and answers it', async () => {
    const [asker, contact] = await Promise.all([
      createMember('Ida', 'Asker'),
      createMember('Cora', 'Contact'),
    ]);
    await callApi('POST', '/me/contacts', {
      token: asker.idToken,
      body: { username: contact.username, name: 'Cora' },
    });
    const askerPage = await newPage(browser());
    await logInInBrowser(askerPage, asker);
    await askerPage.goto('/app/requests');
    await askerPage.getByRole('button', { name: 'Ask for a receipt' }).click();
    const dialog = askerPage.getByRole('dialog', { name: 'Ask for a receipt' });
    await dialog.getByRole('radio', { name: keepDoing }).check();
    await dialog.getByRole('radio', { name: 'Send to contacts' }).check();
    await dialog.getByRole('checkbox', { name: 'Cora' }).check();
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await dialog.getByText('Asked 1 contact.', { exact: false }).waitFor();
    await askerPage.context().close();

    const page = await newPage(browser(), { viewport: phone });
    await logInInBrowser(page, contact);
    await page.goto('/app/requests');
    const asked = page.getByRole('region', { name: 'Asked of you' });
    await asked.getByText(keepDoing!).waitFor();
    await asked.getByText(/^Ida Asker asks/).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    const answer = asked.getByRole('link', { name: 'Answer with a receipt' });
    expect(await answer.getAttribute('aria-describedby')).toBe(
      await asked.getByText(keepDoing!).getAttribute('id'),
    );
    await answer.click();
    await page.locator('.request-question').getByText(keepDoing!).waitFor();
    await startTimer(page);
    await page.getByLabel('What did you notice?').fill('You always ask the room first.');
    await page.getByRole('button', { name: 'Submit Receipt' }).click();
    await page.getByText('Receipt Sent Successfully!').waitFor();
    await page.goto('/app/requests');
    await page.getByRole('heading', { level: 1, name: 'Requests' }).waitFor();
    await page.getByText('No requests yet.', { exact: false }).waitFor();
    expect(await page.getByRole('region', { name: 'Asked of you' }).count()).toBe(0);
    await page.context().close();
  });
});
