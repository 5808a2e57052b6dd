import { pgEnum } from 'drizzle-orm/pg-core';
import {
  DELETION_TYPES,
  GENDERS,
  MESSAGE_STATUSES,
  ORIENTATIONS,
  PAYMENT_TYPES,
  REPORT_REASONS,
  TEST_RUN_STATUSES,
} from '@quad/contract';

export const genderEnum = pgEnum('gender', GENDERS);
export const orientationEnum = pgEnum('orientation', ORIENTATIONS);
export const messageStatusEnum = pgEnum('message_status', MESSAGE_STATUSES);
export const reportReasonEnum = pgEnum('report_reason', REPORT_REASONS);
export const deletionTypeEnum = pgEnum('deletion_type', DELETION_TYPES);
export const paymentTypeEnum = pgEnum('payment_type', PAYMENT_TYPES);
export const reviewStatusEnum = pgEnum('review_status', ['pending', 'reviewed']);
export const paymentStatusEnum = pgEnum('payment_status', ['pending', 'verified', 'rejected', 'recorded']);
export const codePurposeEnum = pgEnum('code_purpose', ['verify_email', 'reset_password']);
export const testRunStatusEnum = pgEnum('test_run_status', TEST_RUN_STATUSES);
