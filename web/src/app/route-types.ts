import type { ComponentType } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import type { Action, Subject } from '../../../common/ability';

export interface RouteMeta {
  /** Document title (translated). */
  title: MessageDescriptor;
  /** The title for an applicant, where the page is something else to them (their landing page). */
  applicantTitle?: MessageDescriptor;
  /** `full` = page without menu or navbar; otherwise the vertical or horizontal layout of the settings. */
  layout?: 'full' | 'default';
  /** CASL subject and action the route needs; default action `read`. */
  resource?: Subject;
  action?: Action;
  /** Always reachable, signed in or not (careers home, job pages, jobs list, activation). */
  public?: boolean;
  /** Signed-in users are sent to their landing page (login, register, forgot password). */
  redirectIfLoggedIn?: boolean;
  /**
   * The page renders no PrimeReact component (the server-rendered careers pages): it is not
   * wrapped in PrimeReact's provider, so its first load leaves PrimeReact's core out.
   */
  withoutPrimeReact?: boolean;
  /** Allowed values of route params; any other value goes to /error-404. */
  params?: Record<string, readonly string[]>;
}

export interface AppRoute {
  path: string;
  load: () => Promise<{ default: ComponentType }>;
  meta: RouteMeta;
}
