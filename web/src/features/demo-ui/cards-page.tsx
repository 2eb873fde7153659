import { Plural, Trans } from '@lingui/react/macro';
import { ShowcaseGrid, ShowcasePage, ShowcaseSection } from '../../components/showcase';
import './chart/register-all';
import { useRemovableCards } from './cards/action-card';
import { BasicCards } from './cards/basic-cards';
import { StatisticsCard } from './cards/statistic-cards';
import { CustomersCard, GoalOverviewCard, ProductOrdersCard, SessionsByDeviceCard, SupportTrackerCard } from './cards/analytic-cards';
import { AverageSessionsCard, RevenueCard, RevenueReportCard } from './cards/trend-cards';
import { STATISTIC_CARDS } from './card-data';
import './cards/cards.css';

const ANALYTICS = {
  'support-tracker': SupportTrackerCard,
  'goal-overview': GoalOverviewCard,
  'product-orders': ProductOrdersCard,
  'sessions-device': SessionsByDeviceCard,
  customers: CustomersCard,
  'avg-sessions': AverageSessionsCard,
  'revenue-report': RevenueReportCard,
  revenue: RevenueCard,
};

/** /ui/card: basic cards, and statistics and analytics cards fed by /api/card/* with their actions. */
function CardsPage() {
  const cards = useRemovableCards();
  return (
    <ShowcasePage
      title={<Trans>Cards</Trans>}
      intro={<Trans>Basic cards, and statistics and analytics cards fed by the demo API. Each data card can be collapsed, refreshed from the server or removed.</Trans>}
      actions={
        cards.removed.length > 0 ? (
          <div className="cards-page__removed">
            <span role="status">
              <Plural value={cards.removed.length} one="# card removed" other="# cards removed" />
            </span>
            <button type="button" className="p-button p-button-sm p-button-outlined" onClick={cards.restoreAll}>
              <Trans>Restore removed cards</Trans>
            </button>
          </div>
        ) : null
      }
    >
      <ShowcaseSection title={<Trans>Basic cards</Trans>} wide>
        <ShowcaseGrid narrow>
          <BasicCards />
        </ShowcaseGrid>
      </ShowcaseSection>
      <ShowcaseSection title={<Trans>Statistics cards</Trans>} wide>
        <ShowcaseGrid narrow>
          {STATISTIC_CARDS.filter((name) => cards.isShown(name)).map((name) => (
            <StatisticsCard key={name} name={name} onRemove={() => cards.remove(name)} />
          ))}
        </ShowcaseGrid>
      </ShowcaseSection>
      <ShowcaseSection title={<Trans>Analytics cards</Trans>} wide>
        <ShowcaseGrid>
          {Object.entries(ANALYTICS)
            .filter(([name]) => cards.isShown(name))
            .map(([name, AnalyticsCard]) => (
              <AnalyticsCard key={name} onRemove={() => cards.remove(name)} />
            ))}
        </ShowcaseGrid>
      </ShowcaseSection>
    </ShowcasePage>
  );
}

export default CardsPage;
