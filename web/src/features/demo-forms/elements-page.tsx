import { Trans } from '@lingui/react/macro';
import { ShowcaseGrid, ShowcasePage, ShowcaseSection } from '../../components/showcase';
import { TextInputs } from './elements/text-inputs';
import { ChoiceInputs } from './elements/choice-inputs';
import { DateInputs, OtherInputs } from './elements/other-inputs';
import { Autosuggest } from './elements/autosuggest';

/** /forms/elements: every input of the portal's forms, labelled and usable with the keyboard. */
function ElementsPage() {
  return (
    <ShowcasePage title={<Trans>Form elements</Trans>} intro={<Trans>Every input the portal's forms use, each with its label, in the skin's colours.</Trans>}>
      <ShowcaseGrid>
        <TextInputs />
        <ChoiceInputs />
        <ShowcaseSection title={<Trans>Autosuggest</Trans>}>
          <Autosuggest />
        </ShowcaseSection>
        <DateInputs />
        <OtherInputs />
      </ShowcaseGrid>
    </ShowcasePage>
  );
}

export default ElementsPage;
