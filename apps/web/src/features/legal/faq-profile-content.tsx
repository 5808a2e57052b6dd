import {
  ACTIVE_CHAT_DAYS_DEFAULT,
  DRAFT_AUTOSAVE_MS,
  MAX_PHOTO_SIZE_MB_DEFAULT,
  MAX_PHOTOS,
  PHOTO_MIN_PIXELS,
  PROFILE_TEXT_MAX,
} from '@quad/contract';
import { formatCount } from '@/lib/format';
import type { LegalFacts } from './legal-facts';
import { MemberPageLink } from './legal-links';
import type { FaqCategory } from './legal-types';

const minSize = `${PHOTO_MIN_PIXELS}×${PHOTO_MIN_PIXELS} pixels`;

export function profileFaq(f: LegalFacts): FaqCategory {
  return {
    id: 'photos-and-profile',
    title: 'Photos and Profile',
    items: [
      {
        id: 'photo-rules',
        question: 'What photos can I upload?',
        answer: [
          {
            list: [
              `JPEG, PNG or GIF images, at least ${minSize}.`,
              `Up to ${formatCount(MAX_PHOTOS, 'photo')}, each up to ${MAX_PHOTO_SIZE_MB_DEFAULT} MB unless the upload screen shows a different limit.`,
              `Each photo is cropped to a square of at least ${minSize}; you choose the crop before it uploads.`,
            ],
          },
          'Photos should show you, clearly and recently. No nudity or sexual content, no photos of other people without their permission, no children on their own, and no contact details, QR codes or advertising in the picture.',
        ],
      },
      {
        id: 'photo-rejected',
        question: 'Why was my photo not accepted?',
        answer: [
          {
            list: [
              'It is not a JPEG, PNG or GIF image.',
              `It is smaller than ${minSize}, or the crop area is.`,
              'The file is larger than the size limit.',
              'The image-moderation check found content that is not allowed.',
              'The upload was interrupted: check your connection and try again.',
            ],
          },
          'The error message tells you which one applies.',
        ],
      },
      {
        id: 'primary-photo',
        question: 'How do I choose my main photo?',
        answer: [
          'In Edit Profile, mark the photo you want as primary; the change takes effect when you publish. Your first photo becomes the primary one automatically, and if you delete the primary photo, the first remaining photo takes its place.',
        ],
      },
      {
        id: 'profile-edits',
        question: 'I edited my profile. Why can others not see the changes?',
        answer: [
          `Edits are saved as a private draft, automatically ${formatCount(DRAFT_AUTOSAVE_MS / 1000, 'second')} after your last change, so nothing is lost if you close the page. Other members see the changes only after you choose Publish. Cancel lets you discard the draft, including photos uploaded while editing.`,
        ],
      },
      {
        id: 'profile-text',
        question: 'What should I write in my profile?',
        answer: [
          `You have up to ${PROFILE_TEXT_MAX} characters. What you study, what you do on a free afternoon, what you are looking for: specific details give people something to reply to. Leave out your phone number, social-media handles and other contact details; they are screened, and they are better shared once you trust someone.`,
        ],
      },
      {
        id: 'what-others-see',
        question: 'What can other members see about me?',
        answer: [
          'Your username, age, height, gender, orientation, institution, photos and profile text; whether you are online or when you were last active; and your chat stats, the numbers of conversations you have started and received, by gender. Your e-mail address is never shown.',
        ],
      },
      {
        id: 'browse-groups',
        question: 'How does Browse group people into New, Active and Others?',
        answer: [
          {
            list: [
              <>
                <strong>New</strong>: people with messages to you that you have not read yet, however old.
              </>,
              <>
                <strong>Active</strong>: people you have had a conversation with recently (by default in the last{' '}
                {formatCount(ACTIVE_CHAT_DAYS_DEFAULT, 'day')}).
              </>,
              <>
                <strong>Others</strong>: everyone else who matches your filters.
              </>,
            ],
          },
          'New and Active show their counts and can be collapsed; Quad remembers which ones you collapsed on this device.',
        ],
      },
      {
        id: 'hidden-profiles',
        question: 'Why is a profile, or mine, not shown in Browse?',
        answer: [
          `Profiles of members who have not been active for more than ${f.activityThreshold} are hidden from Browse, so that Browse shows people who are actually around. People who already have a conversation with them still see them. Using Quad again makes your profile visible again.`,
          <>
            A profile is also hidden when its owner turned visibility off in{' '}
            <MemberPageLink to="/settings">Settings</MemberPageLink>, or when it does not match your filters.
          </>,
        ],
      },
    ],
  };
}
