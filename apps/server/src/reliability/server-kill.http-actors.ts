import { MSG, PAYMENT_MSG, type TCurrentUser, type TDraftResponse, type TMyPayments } from '@quad/contract';
import { call, harness, persist, type Member } from './server-kill.actors';

/** The HTTP side of the SIGKILL test: profile edits and payment claims that check what survived each lost connection. */

/** Draft, then publish, round after round; after a lost connection, checks what the server kept. */
export class ProfileEditor {
  /** The last edit whose publish was acknowledged (0: none yet). */
  published = 0;
  rounds = 0;
  checksAfterLoss = 0;

  constructor(private readonly member: Member) {}

  text = (round: number) => (round === 0 ? '' : `Edit ${round} of member ${this.member.index}`);

  private async publishedText(): Promise<string> {
    const me = await call<TCurrentUser>('GET', '/users/me', this.member.token);
    return me.body.profile_text;
  }

  async round(): Promise<void> {
    const round = this.published + 1;
    const fields = {
      gender: 'man',
      orientation: 'ambiphilic',
      age: 24,
      height_inches: 70,
      profile_text: this.text(round),
    };
    const saved = await persist(
      () => call<TDraftResponse>('PUT', '/profile/draft', this.member.token, fields),
      async () => {
        // The draft may or may not have been saved; the published profile is the last acknowledged one.
        this.checksAfterLoss++;
        const text = await this.publishedText();
        if (text !== this.text(this.published))
          harness.problems.push(`profile after loss: "${text}", not edit ${this.published}`);
      },
    );
    if (saved.status !== 200) return void harness.problems.push(`draft answered ${saved.status}: ${saved.body.msg}`);
    let landed = false;
    const published = await persist(
      () => call<{ msg: string }>('POST', '/profile/publish', this.member.token),
      async () => {
        this.checksAfterLoss++;
        const text = await this.publishedText();
        if (text === this.text(round)) return void (landed = true);
        if (text !== this.text(this.published))
          harness.problems.push(`profile after loss: "${text}", not edit ${this.published}`);
        // Not published: the acknowledged draft must still be there.
        const draft = await call<TDraftResponse>('GET', '/profile/draft', this.member.token);
        if (draft.body.draft?.profile_text !== this.text(round)) {
          harness.problems.push(`acknowledged draft of edit ${round} lost: ${JSON.stringify(draft.body)}`);
        }
      },
    );
    if (published.status === 200) {
      if (landed) harness.problems.push(`edit ${round} published twice`);
    } else if (!(landed && published.status === 400 && published.body.msg === MSG.nothingToPublish)) {
      return void harness.problems.push(`publish answered ${published.status}: ${published.body.msg}`);
    }
    this.published = round;
    this.rounds++;
  }
}

/** "I have sent the e-Transfer", then an administrator rejects it, round after round. */
export class Claimant {
  /** Payment record id of each completed round's claim. */
  readonly claims: number[] = [];
  landedWithoutAck = 0;

  constructor(
    private readonly member: Member,
    private readonly adminToken: string,
  ) {}

  name = (round: number) => `Claim ${round} of member ${this.member.index}`;

  async round(): Promise<void> {
    const round = this.claims.length + 1;
    let retried = false;
    const claimed = await persist(
      () =>
        call<{ payment: { id: number } }>('POST', '/payments/claim', this.member.token, {
          sender_name: this.name(round),
        }),
      async () => {
        retried = true;
      },
    );
    let paymentId: number;
    if (claimed.status === 200) {
      paymentId = claimed.body.payment.id;
    } else if (retried && claimed.status === 409 && claimed.body.msg === PAYMENT_MSG.claimOpen) {
      // The lost attempt was stored: it is the open claim, once.
      this.landedWithoutAck++;
      const mine = await call<TMyPayments>('GET', '/payments', this.member.token);
      const open = mine.body.payments.filter((p) => p.status === 'pending');
      if (open.length !== 1) return void harness.problems.push(`${open.length} open claims after a lost claim`);
      paymentId = open[0]!.id;
    } else {
      return void harness.problems.push(`claim answered ${claimed.status}: ${claimed.body.msg}`);
    }
    let rejectRetried = false;
    const rejected = await persist(
      () => call('POST', `/admin/payments/${paymentId}/reject`, this.adminToken, { reason: 'Not received' }),
      async () => {
        rejectRetried = true;
      },
    );
    const rejectLanded = rejectRetried && rejected.status === 409 && rejected.body.msg === PAYMENT_MSG.alreadyReviewed;
    if (rejected.status !== 200 && !rejectLanded) {
      return void harness.problems.push(`reject answered ${rejected.status}: ${rejected.body.msg}`);
    }
    this.claims.push(paymentId);
  }
}
