import { Trans } from '@lingui/react/macro';
import { Mail, Phone } from 'lucide-react';
import { Icon } from '../../components/icon';

/** Where to ask what the FAQ does not answer: a number to call and an address to write to. */
const PHONE = '+1 810 254 8256';
const EMAIL = 'help@hospital.example';

export function FaqContact() {
  return (
    <section className="faq-contact" aria-labelledby="faq-contact-title">
      <h2 id="faq-contact-title">
        <Trans>You still have a question?</Trans>
      </h2>
      <p className="faq-muted">
        <Trans>If you cannot find your question in the FAQ, you can always contact us. We will answer you shortly.</Trans>
      </p>
      <ul className="faq-contact__cards">
        <li className="faq-contact__card">
          <Icon icon={Phone} size={24} className="faq-contact__icon" />
          <a href={`tel:${PHONE.replaceAll(' ', '')}`} className="faq-contact__value">
            {PHONE}
          </a>
          <span className="faq-muted">
            <Trans>We are always happy to help.</Trans>
          </span>
        </li>
        <li className="faq-contact__card">
          <Icon icon={Mail} size={24} className="faq-contact__icon" />
          <a href={`mailto:${EMAIL}`} className="faq-contact__value">
            {EMAIL}
          </a>
          <span className="faq-muted">
            <Trans>The best way to get an answer fast.</Trans>
          </span>
        </li>
      </ul>
    </section>
  );
}
