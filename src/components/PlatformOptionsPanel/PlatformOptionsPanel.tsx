import { useId, useState, type KeyboardEvent } from 'react';
import { useMessages } from '../../hooks/useMessages.js';
import { usePlatformOptions, type UsePlatformOptionsOptions } from '../../hooks/usePlatformOptions.js';
import { getNetwork } from '../../networks/catalogue.js';
import type { NetworkId } from '../../client/types.js';
import type { OptionsNetworkId } from '../../networks/options/types.js';
import { platformOptionsPanelMessages } from '../../i18n/en/platformOptionsPanel.js';
import { postOptionMessages } from '../../i18n/en/postOptions.js';
import { flag } from '../shared/anatomy.js';
import { partProps, type PlatformOptionsPanelClassNames } from './anatomy.js';
import type { SectionContext } from './fields.js';
import { Section } from './sections.js';
import { useRootProps } from '../../hooks/useRootProps.js';
import { Icon } from '../shared/Icon.js';

const MESSAGES = { ...postOptionMessages, ...platformOptionsPanelMessages };

export interface PlatformOptionsPanelProps extends UsePlatformOptionsOptions {
  /** Sections as tabs (the default) or as a list of disclosures. */
  layout?: 'tabs' | 'disclosure';
  /**
   * Show a short note for each selected network that has no options (X, Bluesky, LinkedIn, Facebook, Pinterest).
   * @default false
   */
  showEmptyNetworks?: boolean;
  /** The heading level of each disclosure's heading. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** A class for the root element, beside its stable `sk-PlatformOptionsPanel-root` class. */
  className?: string;
  /** A class for any part, by its name (`{ section: '…' }`), beside the part's stable `sk-PlatformOptionsPanel-<part>` class. */
  classNames?: PlatformOptionsPanelClassNames;
}

/**
 * Per-network post options: a section per selected network that has options, each field with a
 * label, help, and its problem inline. Thin DOM over `usePlatformOptions`.
 */
export function PlatformOptionsPanel({ layout = 'tabs', showEmptyNetworks, headingLevel = 3, className, classNames, ...options }: PlatformOptionsPanelProps) {
  const rootProps = useRootProps();
  const { m, t } = useMessages({ defaults: MESSAGES, caller: 'PlatformOptionsPanel' });
  const o = usePlatformOptions(options);
  const base = useId();
  const [chosen, setChosen] = useState<OptionsNetworkId>();
  const [closed, setClosed] = useState<ReadonlySet<string>>(() => new Set());
  const p = partProps(classNames);
  const id = (...names: string[]) => [base, ...names].join('-');

  const c: SectionContext = {
    o,
    m,
    p,
    t,
    msg: (key) => (m as Record<string, string>)[key] ?? key,
    ids: (network, field) => ({ control: id(network, field), help: id(network, field, 'help'), error: id(network, field, 'error'), count: id(network, field, 'count') }),
  };

  const icon = (network: NetworkId) => <Icon {...p('icon')} {...getNetwork(network).icon} />;
  // The dot CSS draws for an invalid section has its message here, in the accessible name.
  const label = (network: NetworkId, invalid: unknown) => (
    <>
      {icon(network)}
      <span {...p('name')}>{getNetwork(network).name}</span>
      {!!invalid && ' '}
      {!!invalid && <span className="sk-visually-hidden">({m.platformOptionsPanelSectionInvalid})</span>}
    </>
  );

  // The chosen tab, or the first when the chosen network is no longer selected.
  const active = chosen && o.networks.includes(chosen) ? chosen : o.networks[0];
  const onTabKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const count = o.networks.length;
    // Right to left, the next tab is to the left: the arrows follow the direction computed where
    // the key is pressed, whatever set it (docs/languages.md, "Right to left").
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const next = ({ [rtl ? 'ArrowLeft' : 'ArrowRight']: index + 1, [rtl ? 'ArrowRight' : 'ArrowLeft']: index + count - 1, Home: 0, End: count - 1 } as Record<string, number>)[event.key];
    if (next === undefined) return;
    event.preventDefault();
    setChosen(o.networks[next % count]);
    (event.currentTarget.parentElement?.children[next % count] as HTMLElement | undefined)?.focus();
  };
  const Heading = `h${headingLevel}` as const;

  return (
    <div {...p('root', className)} {...rootProps} data-layout={layout} data-invalid={flag(!o.isValid)}>
      {layout === 'tabs' && o.networks.length > 0 && (
        <div {...p('tablist')} role="tablist" aria-label={m.platformOptionsPanelLabel}>
          {o.networks.map((network, index) => (
            <button
              {...p('tab')}
              key={network}
              type="button"
              role="tab"
              id={id(network, 'tab')}
              aria-selected={network === active}
              aria-controls={id(network, 'section')}
              tabIndex={network === active ? 0 : -1}
              data-state={network === active ? 'active' : 'inactive'}
              data-invalid={flag(o.errors[network])}
              onClick={() => setChosen(network)}
              onKeyDown={(event) => onTabKeyDown(event, index)}
            >
              {label(network, o.errors[network])}
            </button>
          ))}
        </div>
      )}
      {o.networks.map((network) => {
        const invalid = flag(o.errors[network]);
        if (layout === 'tabs') {
          const open = network === active;
          return (
            <div
              {...p('section')}
              key={network}
              role="tabpanel"
              id={id(network, 'section')}
              aria-labelledby={id(network, 'tab')}
              hidden={!open}
              data-state={open ? 'active' : 'inactive'}
              data-invalid={invalid}
            >
              <Section c={c} network={network} />
            </div>
          );
        }
        const open = !closed.has(network);
        return (
          <section {...p('section')} data-state={open ? 'open' : 'closed'} data-invalid={invalid} key={network} aria-labelledby={id(network, 'tab')}>
            <Heading {...p('heading')}>
              <button
                {...p('trigger')}
                type="button"
                id={id(network, 'tab')}
                aria-expanded={open}
                aria-controls={id(network, 'section')}
                onClick={() =>
                  setClosed((previous) => {
                    const next = new Set(previous);
                    if (!next.delete(network)) next.add(network);
                    return next;
                  })
                }
              >
                {label(network, o.errors[network])}
              </button>
            </Heading>
            <div {...p('content')} id={id(network, 'section')} hidden={!open}>
              <Section c={c} network={network} />
            </div>
          </section>
        );
      })}
      {showEmptyNetworks &&
        o.networksWithoutOptions.map((network) => (
          <p {...p('note')} key={network}>
            {icon(network)}
            {t(m.platformOptionsPanelNoOptions, { network: getNetwork(network).name })}
          </p>
        ))}
    </div>
  );
}
