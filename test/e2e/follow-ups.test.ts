import { format } from '@contract/format';
import { limits } from '@contract/limits';
import * as messages from '@contract/messages';
import { seriousViolations } from '../support/axe';
import { newPage, sharedBrowser } from '../support/browser';
import { answerFollowUp, backdateLinked, followUpsToAnswer } from '../support/follow-ups';
import { logInInBrowser } from '../support/give-flow';
import { linked, setGoals } from '../support/goals';
import { deliverHeldTo } from '../support/held-receipts';
import { createMember } from '../support/profiles';

const goal = 'Public Speaking';

describe('"Did I change?" from a goal', () => {
  const browser = sharedBrowser();

  it('is asked from the goal card, answered by a giver on their goals page, and read as before and after', async () => {
    const [asker, named, hidden] = await Promise.all([
      createMember('Ana', 'Asker'),
      createMember('Ned', 'Named'),
      createMember('Hal', 'Hidden'),
    ]);
    await setGoals(asker, [goal]);
    await linked(named, asker, goal, { intent: 'Appreciate' });
    await linked(hidden, asker, goal, { intent: 'Balanced', anonymous: true });
    await backdateLinked(asker, goal, limits.followUp.waitDays + 1);

    const page = await newPage(browser(), { viewport: { width: 1280, height: 900 } });
    await logInInBrowser(page, asker);
    await page.goto('/app/goals');
    const card = page.getByRole('region', { name: goal });
    await card.getByRole('button', { name: messages.followUpAskButton }).click();
    await card.getByRole('status').filter({ hasText: messages.followUpAsked }).waitFor();
    await card.getByText(messages.followUpNoAnswers).waitFor();
    // Asked once this month: the card says when it may ask again, instead of a button the API would refuse.
    const [againLead] = messages.followUpAskAgainOn.split('{date}');
    await card.getByText(againLead!, { exact: false }).waitFor();
    expect(await card.getByRole('button', { name: messages.followUpAskButton }).count()).toBe(0);

    // The named giver answers on a phone.
    const giverPage = await newPage(browser());
    await logInInBrowser(giverPage, named);
    await giverPage.setViewportSize({ width: 360, height: 780 });
    await giverPage.goto('/app/goals');
    const item = giverPage.getByRole('listitem').filter({
      hasText: format(messages.followUpFrom, { name: 'Ana Asker', goal }),
    });
    await item.getByRole('radio', { name: messages.followUpChangeSomewhat }).check();
    await item.getByLabel(messages.followUpAnswerLabel).fill('Calmer at the start of talks');
    expect(await giverPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await item.getByRole('button', { name: messages.followUpSend }).click();
    await item.getByText(messages.followUpSent).waitFor();
    // What they wrote stays with them, after a reload too.
    await giverPage.reload();
    await item
      .getByText(format(messages.followUpYourAnswer, { change: messages.followUpChangeSomewhat }))
      .waitFor();
    await item.getByText('Calmer at the start of talks').waitFor();
    await giverPage.close();

    // The anonymous giver answers too; it reaches the asker at their delivery, from "Someone".
    const [toHidden] = await followUpsToAnswer(hidden);
    await answerFollowUp(hidden, toHidden!.id, { change: 'yes', text: 'Much clearer' });
    await deliverHeldTo(asker);

    await page.reload();
    const before = card.getByRole('region', { name: messages.followUpBeforeTitle });
    const after = card.getByRole('region', { name: messages.followUpAfterTitle });
    await before.getByText('Appreciate').waitFor();
    await before.getByText('Balanced').waitFor();
    await after.getByText('Calmer at the start of talks').waitFor();
    await after.getByText('Much clearer').waitFor();
    expect(await after.getByText('Ned Named').count()).toBe(1);
    expect(await after.getByText('Hal Hidden').count()).toBe(0);
    expect(await after.getByText(`— ${messages.followUpAnswerAnonymous}`).count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    await page.close();
  });
});
