import { Trans } from '@lingui/react/macro';

/** How applying works, in four steps. */
export function HowItWorks() {
  return (
    <section className="home-section careers-offer" aria-labelledby="careers-offer-title">
      <h2 id="careers-offer-title">
        <Trans>How applying works</Trans>
      </h2>
      <ol className="careers-offer__list">
        <li>
          <h3>
            <Trans>Browse open jobs</Trans>
          </h3>
          <p>
            <Trans>Search nursing, medical, laboratory, teaching and support vacancies, with the salary, grade and closing date of each.</Trans>
          </p>
        </li>
        <li>
          <h3>
            <Trans>Create your account</Trans>
          </h3>
          <p>
            <Trans>Register with your e-mail address and open the activation link we send you.</Trans>
          </p>
        </li>
        <li>
          <h3>
            <Trans>Apply online</Trans>
          </h3>
          <p>
            <Trans>Fill in your details once, attach your CV and certificates, and apply to any job. Your work is saved as you go.</Trans>
          </p>
        </li>
        <li>
          <h3>
            <Trans>Follow your application</Trans>
          </h3>
          <p>
            <Trans>See where each application stands, from received to decision, and get an e-mail when its status changes.</Trans>
          </p>
        </li>
      </ol>
    </section>
  );
}
