import type { SingleCollection } from '#shared/api/content';
import { useContentBlock, useSaveContentBlock, type BlockOf } from '../api/content-block.ts';
import { aboutBlock, siteDetailsBlock, visionBlock } from '../block-configs.ts';
import type { BlockConfig } from './block-config.ts';
import { BlockForm } from './block-form.tsx';
import { LoadedContent } from './loaded-content.tsx';

/** The panel of one block the server keeps whole: one generic form, with that block's fields. */
function blockPanel<N extends SingleCollection, V>(name: N, config: BlockConfig<BlockOf<N>, V>) {
  return function ContentBlockPanel() {
    return (
      <LoadedContent query={useContentBlock(name)} mutation={useSaveContentBlock(name)}>
        {(editing) => <BlockForm config={config} {...editing} />}
      </LoadedContent>
    );
  };
}

/** Contact details: the organisation's name, address, phones, e-mail, hours, social links and badge. */
export const SiteDetailsPanel = blockPanel('site', siteDetailsBlock);
/** The home page's About section: heading, opening sentence, paragraphs, badge words and picture. */
export const AboutPanel = blockPanel('about', aboutBlock);
/** The vision sentence of the home page and the Vision and Mission texts of /vision. */
export const VisionPanel = blockPanel('vision', visionBlock);
