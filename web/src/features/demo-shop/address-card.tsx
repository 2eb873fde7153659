import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import type { ShippingAddress } from '../../../../common/shop-address';

/** A delivery address as it will be written on the parcel. */
export function AddressCard({ address, children }: { address: ShippingAddress; children?: ReactNode }) {
  return (
    <section className="address-card" aria-labelledby="address-card-title">
      <h3 id="address-card-title" className="address-card__title">
        {address.kind === 'work' ? <Trans>Deliver to (work)</Trans> : <Trans>Deliver to (home)</Trans>}
      </h3>
      <address>
        {address.fullName}
        <br />
        {address.line1}
        {address.line2 ? (
          <>
            <br />
            {address.line2}
          </>
        ) : null}
        <br />
        {address.postalCode} {address.city}
        <br />
        {address.country}
        <br />
        {address.phone}
      </address>
      {children}
    </section>
  );
}
