import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Trans } from '@lingui/react/macro';
import { EmptyState } from '../../components/page-states';
import { SHOP_PATH } from './paths';

/** "Your cart is empty." and the like, with the way back to the shop. */
export function ShopEmpty({ children }: { children: ReactNode }) {
  return (
    <EmptyState
      action={
        <Link href={SHOP_PATH} className="p-button p-button-outlined">
          <Trans>Go to the shop</Trans>
        </Link>
      }
    >
      {children}
    </EmptyState>
  );
}
