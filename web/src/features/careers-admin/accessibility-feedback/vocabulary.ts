import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ContactPreference, FeedbackKind, FeedbackStatus } from '../../../../../common/accessibility-feedback';

/** The staff screen's words for the accessibility feedback's kinds, statuses and contact preferences. */
export const KIND_LABELS: Record<FeedbackKind, MessageDescriptor> = { problem: msg`Problem`, adjustment: msg`Adjustment`, format: msg`Other format` };
export const STATUS_LABELS: Record<FeedbackStatus, MessageDescriptor> = { open: msg`Open`, handled: msg`Handled` };
export const CONTACT_LABELS: Record<ContactPreference, MessageDescriptor> = { email: msg`E-mail`, phone: msg`Phone` };
