import type { LegalFacts } from './legal-facts';
import { DocLink, MailLink, MemberPageLink } from './legal-links';
import type { FaqCategory } from './legal-types';

export function managementFaq(f: LegalFacts): FaqCategory {
  const settings = <MemberPageLink to="/settings">Settings</MemberPageLink>;
  return {
    id: 'account-management',
    title: 'Account Management',
    items: [
      {
        id: 'delete-account',
        question: 'How do I delete my account?',
        answer: [
          <>
            Open {settings}, go to the Danger Zone, choose to delete your account and type DELETE to confirm. Deletion
            is immediate and cannot be undone.
          </>,
          'Your profile is anonymised, your photos and messages are deleted and your blocks are removed. Reports and flags stay linked to the anonymised profile, and payment records are kept. Payments are not refunded.',
        ],
      },
      {
        id: 'deletion-cooldown',
        question: 'Can I come back after deleting my account?',
        answer: [
          `Yes. After a cooldown of ${f.cooldown} you can create a new account with the same e-mail address. The page you see after deleting tells you when. The new account starts empty: old photos, messages and conversations do not come back.`,
          <>
            An account deleted by an administrator is different: its e-mail address cannot be used again unless an
            administrator allows it. If you think that was a mistake, write to <MailLink email={f.supportEmail} />.
          </>,
        ],
      },
      {
        id: 'take-a-break',
        question: 'Can I take a break without deleting my account?',
        answer: [
          <>
            Yes: turn off profile visibility in {settings} and nobody new will find you in Browse, while your profile,
            photos and conversations stay as they are. See also{' '}
            <DocLink to="#hidden-profiles">Why is a profile, or mine, not shown in Browse?</DocLink>
          </>,
        ],
      },
      {
        id: 'change-password',
        question: 'How do I change my password?',
        answer: [
          <>
            In {settings}, under Security, enter your current password and your new password twice. If you do not know
            your current password, sign out and use “Forgot your password?” on the Sign In page.
          </>,
        ],
      },
      {
        id: 'inactive-account',
        question: 'What happens if I stop using Quad for a while?',
        answer: [
          `Nothing is deleted. After ${f.activityThreshold} without activity, your profile is hidden from Browse for people who do not already have a conversation with you; it shows again as soon as you use Quad. If you want to leave for good, delete your account instead.`,
        ],
      },
    ],
  };
}
