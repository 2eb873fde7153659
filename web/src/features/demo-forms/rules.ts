import { msg } from '@lingui/core/macro';

/** Rules of the demo forms that TypeBox schemas do not express, and their messages. */

/** A Portuguese postcode: four digits, a hyphen, three digits. */
export const POSTCODE = /^\d{4}-\d{3}$/;
export const isWebAddress = (value: string) => URL.canParse(value) && /^https?:\/\//i.test(value);

export const RULE_MESSAGES = {
  postcode: msg`Enter the postcode as four digits, a hyphen and three digits (1000-001).`,
  passwordsDiffer: msg`The passwords do not match.`,
  webAddress: msg`Enter a web address starting with http:// or https://.`,
  terms: msg`Accept the terms to continue.`,
};
