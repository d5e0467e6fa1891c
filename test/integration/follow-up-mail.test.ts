import { format } from '@contract/format';
import { limits } from '@contract/limits';
import * as messages from '@contract/messages';
import { sitePaths } from '@contract/site-paths';
import { answerFollowUp, backdateAsk, followUpScene } from '../support/follow-ups';
import { runDelivery } from '../support/held-receipts';
import { type LocalMail, localMailsWith, waitForMail } from '../support/mail';
import { createVerifiedMember, type TestMember } from '../support/profiles';
import { describeWith } from '../support/stack';

const goal = 'Public Speaking';
const question = (g: string) => format(messages.followUpQuestion, { goal: g });

/** The follow-up's e-mails to one giver, of one kind (`asked` or `reminder`). */
const mailsTo = (giver: TestMember, followUpId: string, kind: string): LocalMail[] =>
  localMailsWith('X-Follow-Up-Id', followUpId).filter(
    (m) => m.headers.To === giver.email && m.headers['X-Follow-Up-Mail'] === kind,
  );

// Local only: reads the e-mails the local mail transport writes.
describeWith('readLocalMail')('"Did I change?" follow-ups by e-mail', () => {
  it('tell each giver once when asked and once when reminded, naming the asker, never the goal', async () => {
    // Receipts e-mails only addresses their owners verified.
    const people = Promise.all([
      createVerifiedMember('Mail', 'Asker'),
      createVerifiedMember('Mail', 'Named'),
      createVerifiedMember('Mail', 'Hidden'),
    ]);
    const { asker, named, anonymous, asked } = await followUpScene(people, goal);

    for (const giver of [named, anonymous]) {
      const mail = await waitForMail(
        () => mailsTo(giver, asked.id, 'asked')[0],
        `follow-up to ${giver.email}`,
      );
      expect(mail.headers.Subject).toBe(format(messages.followUpEmailSubject, { name: 'Mail Asker' }));
      expect(mail.text).toContain(sitePaths.goals);
      // The asker's words (the goal, the question) stay in the app.
      for (const words of [goal, question(goal.toLowerCase())])
        expect(mail.raw.toLowerCase()).not.toContain(words.toLowerCase());
    }
    // Nothing about it goes to the asker.
    expect(localMailsWith('X-Follow-Up-Id', asked.id).filter((m) => m.headers.To === asker.email)).toEqual(
      [],
    );

    // A week on, the one still pending is reminded by e-mail too; the one who answered is not.
    await answerFollowUp(named, asked.id, { change: 'yes', text: 'Calmer' });
    await backdateAsk(anonymous, asked.id, limits.followUp.reminderDays);
    for (const giver of [named, anonymous]) await runDelivery({ recipientId: giver.userId });
    const reminder = await waitForMail(
      () => mailsTo(anonymous, asked.id, 'reminder')[0],
      'the follow-up reminder',
    );
    expect(reminder.headers.Subject).toBe(
      format(messages.followUpReminderEmailSubject, { name: 'Mail Asker' }),
    );
    expect(mailsTo(named, asked.id, 'reminder')).toEqual([]);
    // Each once, however often the stream delivers the change.
    await runDelivery({ recipientId: anonymous.userId });
    expect(mailsTo(anonymous, asked.id, 'asked')).toHaveLength(1);
    expect(mailsTo(anonymous, asked.id, 'reminder')).toHaveLength(1);
  });
});
